// Play by email over real SMTP (issue 7): the judge sends through a capturing relay and receives
// through its own SMTP listener; players are mailboxes that read only what they receive.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOrder } from "../../src/orders/index.js";
import { BLOCKS } from "../../src/rules/data/index.js";
import { applyOrder, newGame } from "../../src/rules/engine.js";
import type { GameEvent } from "../../src/rules/events.js";
import type { Side } from "../../src/rules/sides.js";
import type { GameState } from "../../src/rules/state.js";
import { createCommittedSource, seedFromHex } from "../../src/dice/index.js";
import { replayRecord, type GameRecord } from "../../src/records/index.js";
import { eventsFor, viewFor } from "../../src/views/index.js";
import { replyAddress } from "../../src/mail/address.js";
import { DOMAIN, eventually, INBOUND_SECRET, SETTINGS, startJudge, type Judge } from "./judge.js";
import { examplesOf, firstMails, playByExamples, replyTo, versionOf } from "./reading.js";
import { startRelay, type CapturedMail, type Relay } from "./relay.js";
import { boardPartsOf, svgWithoutTrack } from "./boardParts.js";

export interface MailSuiteOptions {
  provider: "sqlite" | "postgresql";
  databaseUrl: () => Promise<string>;
}

const ENGLAND = "edward@longshanks.test";
const SCOTLAND = "william@elderslie.test";
const ADDRESS: Record<Side, string> = { england: ENGLAND, scotland: SCOTLAND };

async function createGame(judge: Judge, body: Record<string, unknown>): Promise<{ gameId: string; tokens: Record<string, string> }> {
  const response = await fetch(`${judge.url}/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return (await response.json()) as { gameId: string; tokens: Record<string, string> };
}

async function versionOfGame(judge: Judge, gameId: string): Promise<number> {
  return (await judge.store.getGame(gameId))?.version ?? -1;
}

/** The judge's answer to one mail: the mail whose In-Reply-To is that mail's Message-ID. */
function answerTo(relay: Relay, to: string, messageId: string): Promise<CapturedMail> {
  return eventually(`the answer to ${messageId}`, () => relay.inbox(to).find((m) => m.parsed.inReplyTo === messageId));
}

/** Blocks that never change sides, so their names always name one side's block (nobles do switch). */
const FIXED: Record<Side, { id: string; name: string }[]> = {
  england: BLOCKS.filter((b) => b.type !== "noble" && b.side === "england").map((b) => ({ id: b.id, name: b.name })),
  scotland: BLOCKS.filter((b) => b.type !== "noble" && b.side === "scotland").map((b) => ({ id: b.id, name: b.name })),
};

/** Every state of the game, by version, and the events up to each version, from its record. */
function history(record: GameRecord): { states: GameState[]; events: GameEvent[][] } {
  const dice = createCommittedSource({ seed: seedFromHex(record.dice.seed ?? ""), gameId: record.gameId, nonces: record.dice.nonces });
  const { campaignEndYear, scenario, options } = record.setup;
  const created = newGame({ scenario: scenario as "campaign", options: options as never[], campaignEndYear }, dice);
  const states = [created.state];
  const events = [created.events];
  let state = created.state;
  for (const order of record.orders) {
    const result = applyOrder(state, order.side, parseOrder(order.text), dice);
    if (!result.ok) throw new Error(`order ${order.seq} does not replay`);
    state = result.state;
    states.push(state);
    events.push([...(events.at(-1) ?? []), ...result.events]);
  }
  return { states, events };
}

export function mailSuite({ provider, databaseUrl }: MailSuiteOptions): void {
  describe(`play by email over SMTP (${provider})`, () => {
    let relay: Relay;
    let judge: Judge;

    beforeAll(async () => {
      relay = await startRelay();
      judge = await startJudge(await databaseUrl(), relay);
    });
    afterAll(async () => {
      await judge?.close();
      await relay?.close();
    });

    /** Each player answers its invitation (quoting it, with a nonce line); then the game begins. */
    async function takeSeats(gameId: string): Promise<Record<Side, CapturedMail> | null> {
      for (const side of ["england", "scotland"] as const) {
        const invitation = await eventually(`${side}'s invitation`, () => relay.inbox(ADDRESS[side]).find((m) => m.parsed.subject?.startsWith(`[hots ${gameId}] invitation: play ${side === "england" ? "England" : "Scotland"} [`)));
        const quoted = (invitation.parsed.text ?? "").split("\n").map((l) => `> ${l}`).join("\n");
        const id = await judge.send({ from: ADDRESS[side], to: replyTo(invitation.parsed) ?? "", subject: `Re: ${invitation.parsed.subject}`, text: `nonce ${side} rolls\n\nOn Mon, 23 Nov 2026, hots-judge <judge@${DOMAIN}> wrote:\n${quoted}` });
        const answer = await answerTo(relay, ADDRESS[side], id);
        expect(answer.parsed.text).toContain(`You took the ${side === "england" ? "England" : "Scotland"} seat`);
        expect(answer.parsed.text).toContain(`(yours): ${side} rolls`);
      }
      return firstMails(relay, gameId, ADDRESS);
    }

    /** A game whose two sides both have a card to choose (see firstMails), seats taken by mail. */
    async function newMailGame(): Promise<{ gameId: string; first: Record<Side, CapturedMail> }> {
      for (let deal = 0; deal < 20; deal++) {
        const { gameId } = await createGame(judge, { scenario: "braveheart", emails: ADDRESS });
        const first = await takeSeats(gameId);
        if (first) return { gameId, first };
      }
      throw new Error("twenty deals in a row played a hand by itself");
    }

    /** A seat setting by mail (NOTIFY, PICTURE): answered at once, at the same version. */
    async function setting(first: Record<Side, CapturedMail>, side: Side, line: string): Promise<CapturedMail> {
      const id = await judge.send({ from: ADDRESS[side], to: replyTo(first[side].parsed) ?? "", subject: "Re: settings", text: line });
      const answer = await answerTo(relay, ADDRESS[side], id);
      expect(answer.parsed.text).toContain(`Applied: ${line}`);
      return answer;
    }

    it("creating a game with addresses mails each player its invite (not the host); replies take the seats; then each side gets its side, the scenario, the commitment and a signed reply address", async () => {
      const created = await createGame(judge, { scenario: "braveheart", emails: ADDRESS });
      expect((created as unknown as { invites: unknown }).invites).toEqual({ england: null, scotland: null });
      let gameId = created.gameId;
      let first = await takeSeats(gameId);
      if (first === null) ({ gameId, first } = await newMailGame());
      for (const side of ["england", "scotland"] as const) {
        const mail = first[side].parsed;
        // The reply address's signed tag ends the subject too (for providers that drop the +tag).
        expect(mail.subject).toMatch(new RegExp(`^\\[hots ${gameId}\\] 1297 turn \\d+: play a card \\[${gameId}\\.${side}\\.0\\.[0-9a-f]{20}\\]$`));
        expect(mail.text).toContain(`You play ${side === "england" ? "England" : "Scotland"}`);
        expect(mail.text).toContain("Scenario: braveheart");
        expect(mail.html).toContain("<pre");
        expect(replyTo(mail)).toBe(replyAddress(SETTINGS, { gameId, side, version: 0 }));
        expect(mail.references).toContain(`<hots.${gameId}@${DOMAIN}>`);
        expect(examplesOf(mail).length).toBeGreaterThanOrEqual(2);
      }
    });

    it("a mail carries the board as an inline palette PNG the HTML shows by cid (no SVG); with PICTURE svg as an SVG attachment naming no hidden enemy block; the text part keeps the text board", async () => {
      const { gameId, first } = await newMailGame();
      const state = (await judge.store.getGame(gameId))?.state as unknown as GameState;
      for (const side of ["england", "scotland"] as const) {
        expect(versionOf(first[side].parsed)).toBe(0);
        const png = await boardPartsOf(first[side].raw);
        expect(png.text).toContain("Your board");
        expect(first[side].raw.length).toBeLessThan(60_000);
        const answer = await setting(first, side, "PICTURE svg");
        expect(answer.parsed.text).toContain("The board picture in your mails is now: svg.");
        const parts = await boardPartsOf(answer.raw, "svg");
        expect(parts.text).toContain("Your board");
        expect(parts.text).toMatch(/Area +Castle +Held by/);
        // The SVG names the side's own blocks and none of the enemy's it cannot see.
        const enemy = side === "england" ? "scotland" : "england";
        const seen = new Set<string>(viewFor(state, side).blocks.map((b) => b.block));
        const hidden = FIXED[enemy].filter((block) => !seen.has(block.id));
        expect(hidden.length).toBeGreaterThan(0);
        const svg = svgWithoutTrack(parts.svg);
        expect(svg).not.toBe(parts.svg);
        for (const block of hidden) {
          expect(svg, `${side}'s SVG names ${block.name}`).not.toContain(block.name);
          expect(svg).not.toContain(`data-block="${block.id}"`);
        }
        expect(FIXED[side].filter((block) => seen.has(block.id)).some((block) => parts.svg.includes(block.name))).toBe(true);
      }
    });

    it("a forged From changes nothing and gets no answer (it may be a stranger's address); the seat's owner is told", async () => {
      const { gameId, first } = await newMailGame();
      const line = examplesOf(first.england.parsed)[0] ?? "";
      const id = await judge.send({ from: "mallory@evil.test", to: replyTo(first.england.parsed) ?? "", subject: "Re: hi", text: line });
      const notice = await eventually("the notice to England", () => relay.inbox(ENGLAND).find((m) => m.parsed.subject?.includes("refused") && m.parsed.subject.includes(gameId)));
      expect(notice.parsed.text).toContain("A mail from mallory@evil.test tried to act for your side");
      // The notice was queued in the same handling as any answer would have been; none came.
      expect(relay.inbox("mallory@evil.test").filter((m) => m.parsed.inReplyTo === id)).toEqual([]);
      expect(await versionOfGame(judge, gameId)).toBe(0);
    });

    it("a bad MAC is refused at RCPT time by the SMTP listener (550) and changes nothing; through the webhook it is answered with the reason", async () => {
      const { gameId, first } = await newMailGame();
      const forged = (replyTo(first.england.parsed) ?? "").replace(/\.([0-9a-f])([0-9a-f]+)@/, (_m, a: string, rest: string) => `.${a === "0" ? "1" : "0"}${rest}@`);
      const line = examplesOf(first.england.parsed)[0] ?? "";
      await expect(judge.send({ from: ENGLAND, to: forged, subject: "Re: hi", text: line })).rejects.toMatchObject({ responseCode: 550 });
      expect(await versionOfGame(judge, gameId)).toBe(0);
      const raw = [`From: ${ENGLAND}`, `To: ${forged}`, "Subject: Re: hi", `Message-ID: <bad-mac-${gameId}@longshanks.test>`, "", line, ""].join("\r\n");
      const posted = await fetch(`${judge.url}/inbound/email`, { method: "POST", headers: { "content-type": "message/rfc822", authorization: `Bearer ${INBOUND_SECRET}` }, body: raw });
      expect(await posted.json()).toEqual({ outcome: "bad-mac" });
      const answer = await answerTo(relay, ENGLAND, `<bad-mac-${gameId}@longshanks.test>`);
      expect(answer.parsed.text).toContain("signature does not match");
      expect(await versionOfGame(judge, gameId)).toBe(0);
    });

    it("CHECK tries the orders after it without applying them", async () => {
      const { gameId, first } = await newMailGame();
      const line = examplesOf(first.scotland.parsed)[0] ?? "";
      const id = await judge.send({ from: SCOTLAND, to: replyTo(first.scotland.parsed) ?? "", subject: "Re: x", text: `CHECK\n${line}` });
      const answer = await answerTo(relay, SCOTLAND, id);
      expect(answer.parsed.text).toContain(`Checked, not applied: ${line}`);
      expect(await versionOfGame(judge, gameId)).toBe(0);
    });

    it("a resent mail (same Message-ID) is applied once and answered each time", async () => {
      const { gameId, first } = await newMailGame();
      // Answered at once, as with NOTIFY all (the default holds the answer for the side's next decision).
      await setting(first, "england", "NOTIFY all");
      const line = examplesOf(first.england.parsed)[0] ?? "";
      const mail = { from: ENGLAND, to: replyTo(first.england.parsed) ?? "", subject: "Re: x", text: line, messageId: `<resent-${gameId}@longshanks.test>` };
      await judge.send(mail);
      await judge.send(mail);
      await eventually("two answers", () => relay.inbox(ENGLAND).filter((m) => m.parsed.inReplyTo === mail.messageId).length === 2);
      expect(await versionOfGame(judge, gameId)).toBe(1);
    });

    it("a top-posted reply with a signature and the quoted mail below applies only the player's line; accents are read", async () => {
      const { gameId, first } = await newMailGame();
      // Answered at once, as with NOTIFY all (the default holds the answer for the side's next decision).
      await setting(first, "england", "NOTIFY all");
      const line = examplesOf(first.england.parsed)[0] ?? "";
      const quoted = (first.england.parsed.text ?? "").split("\n").map((l) => `> ${l}`).join("\r\n");
      const text = `${line.replace("e", "é")}\r\n\r\n-- \r\nEdward\r\n\r\nOn Mon, 23 Nov 2026 at 03:00, hots-judge <judge@${DOMAIN}>\r\nwrote:\r\n${quoted}`;
      const id = await judge.send({ from: ENGLAND, to: replyTo(first.england.parsed) ?? "", subject: `Re: ${first.england.parsed.subject}`, text });
      const answer = await answerTo(relay, ENGLAND, id);
      expect(answer.parsed.text).toContain("Applied:");
      expect(await versionOfGame(judge, gameId)).toBe(1);
    });

    it("an HTML-only mail is read as text", async () => {
      const { gameId, first } = await newMailGame();
      // Answered at once, as with NOTIFY all (the default holds the answer for the side's next decision).
      await setting(first, "scotland", "NOTIFY all");
      const line = examplesOf(first.scotland.parsed)[0] ?? "";
      const html = `<div dir="ltr">${line}</div><br><div class="gmail_quote"><blockquote>${first.scotland.parsed.subject}</blockquote></div>`;
      const id = await judge.send({ from: SCOTLAND, to: replyTo(first.scotland.parsed) ?? "", subject: "Re: x", html });
      const answer = await answerTo(relay, SCOTLAND, id);
      expect(answer.parsed.text).toContain(`Applied: ${line}`);
      expect(await versionOfGame(judge, gameId)).toBe(1);
    });

    it("a reply to a version whose decision is gone is answered 'this turn has moved on' with the current decision", async () => {
      const { gameId, first } = await newMailGame();
      // Answered at once, as with NOTIFY all (the default holds the answer for the side's next decision).
      await setting(first, "england", "NOTIFY all");
      const address = replyTo(first.england.parsed) ?? "";
      const lines = examplesOf(first.england.parsed);
      const id1 = await judge.send({ from: ENGLAND, to: address, subject: "Re: x", text: lines[0] ?? "" });
      await answerTo(relay, ENGLAND, id1);
      const id2 = await judge.send({ from: ENGLAND, to: address, subject: "Re: x", text: lines[1] ?? lines[0] ?? "" });
      const answer = await answerTo(relay, ENGLAND, id2);
      expect(answer.parsed.text).toContain("This turn has moved on");
      expect(await versionOfGame(judge, gameId)).toBe(1);
    });

    it("several orders in one mail are applied in turn until one fails, and the answer says which", async () => {
      const { gameId, first } = await newMailGame();
      const line = examplesOf(first.england.parsed)[0] ?? "";
      const id = await judge.send({ from: ENGLAND, to: replyTo(first.england.parsed) ?? "", subject: "Re: x", text: `${line}\r\ncrown Nobody\r\n${line}` });
      const answer = await answerTo(relay, ENGLAND, id);
      expect(answer.parsed.text).toContain(`Applied: ${line}`);
      expect(answer.parsed.text).toContain("Not applied: crown Nobody");
      expect(answer.parsed.text).toContain("The 1 line(s) after it were not read.");
      expect(await versionOfGame(judge, gameId)).toBe(1);
    });

    it("POST /inbound/email takes a raw mail with INBOUND_SECRET and refuses it without", async () => {
      const { gameId, first } = await newMailGame();
      // Answered at once, as with NOTIFY all (the default holds the answer for the side's next decision).
      await setting(first, "scotland", "NOTIFY all");
      const line = examplesOf(first.scotland.parsed)[0] ?? "";
      const raw = [
        `From: ${SCOTLAND}`,
        `To: ${replyTo(first.scotland.parsed)}`,
        "Subject: Re: webhook",
        `Message-ID: <webhook-${gameId}@elderslie.test>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        line,
        "",
      ].join("\r\n");
      const post = (authorization: string) => fetch(`${judge.url}/inbound/email`, { method: "POST", headers: { "content-type": "message/rfc822", authorization }, body: raw });
      const refused = await post("Bearer wrong-secret");
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { code: string }).code).toBe("unauthorized");
      expect(await versionOfGame(judge, gameId)).toBe(0);
      const accepted = await post(`Bearer ${INBOUND_SECRET}`);
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ outcome: "applied" });
      expect(await versionOfGame(judge, gameId)).toBe(1);
      await answerTo(relay, SCOTLAND, `<webhook-${gameId}@elderslie.test>`);
    });

    it("STATUS, HELP and LOG are answered and change nothing", async () => {
      const { gameId, first } = await newMailGame();
      const id = await judge.send({ from: ENGLAND, to: replyTo(first.england.parsed) ?? "", subject: "Re: x", text: "status\nHELP\nLog" });
      const answer = await answerTo(relay, ENGLAND, id);
      expect(answer.parsed.text).toContain("The order language");
      expect(answer.parsed.text).toContain("Everything you have seen so far:");
      expect(answer.parsed.text).toContain("Your decision: play a card");
      expect(await versionOfGame(judge, gameId)).toBe(0);
    });

    it(
      "a whole game by email: each side answers only the mails it receives with a line they show; the record replays and no mail names a hidden enemy block",
      async () => {
        // The Campaign ending in its first year (Q11): a whole game, kept short.
        const { gameId } = await createGame(judge, { scenario: "campaign", campaignEndYear: 1297, emails: ADDRESS });
        const first = await takeSeats(gameId);
        // The pictures as SVG, whose text is checked for secrecy below.
        if (first) for (const side of ["england", "scotland"] as const) await setting(first, side, "PICTURE svg");
        const record = await playByExamples({
          relay,
          gameId,
          addresses: ADDRESS,
          send: async (side, mail, line) => {
            await judge.send({ from: ADDRESS[side], to: replyTo(mail.parsed) ?? "", subject: `Re: ${mail.parsed.subject}`, text: line, inReplyTo: mail.parsed.messageId ?? "" });
          },
        });
        expect(replayRecord(record).report.verified).toBe(true);
        expect(record.dice.seed).toMatch(/^[0-9a-f]+$/);

        // Secrecy: a fixed-side enemy block named in a mail was visible to that side at that version,
        // or shown to it by an event before then (a battle reveals blocks).
        const { states, events } = history(record);
        for (const side of ["england", "scotland"] as const) {
          const enemy = side === "england" ? "scotland" : "england";
          for (const mail of relay.inbox(ADDRESS[side]).filter((m) => m.parsed.subject?.includes(gameId))) {
            const version = versionOf(mail.parsed);
            if (version === null || mail.parsed.attachments.some((a) => a.filename === "record.json")) continue;
            const state = states[version] as GameState;
            // At the end everything is revealed, to both sides (with the seed and record).
            if (state.winner) continue;
            const known = JSON.stringify([viewFor(state, side), eventsFor(events[version] ?? [], side)]);
            const svg = svgWithoutTrack(mail.parsed.attachments.find((a) => a.contentType === "image/svg+xml")?.content.toString("utf8") ?? "");
            // Every mail with a text board has its picture (seat answers and refusals have neither).
            const png = mail.parsed.attachments.some((a) => a.contentType === "image/png");
            if (first && !png && (mail.parsed.text ?? "").includes("Your board")) expect(svg, `${side}'s mail at version ${version} has its board`).toContain("<svg");
            for (const block of FIXED[enemy]) {
              if ((mail.parsed.text ?? "").includes(block.name) || svg.includes(block.name)) {
                expect(known, `${side}'s mail at version ${version} names ${block.name}`).toContain(`"${block.id}"`);
              }
            }
          }
        }
        // Every mail the judge sent for this game was threaded under the game's root.
        for (const m of relay.mails.filter((x) => x.parsed.subject?.includes(gameId))) expect(m.parsed.references).toContain(`<hots.${gameId}@${DOMAIN}>`);
      },
      1_800_000,
    );
  });
}
