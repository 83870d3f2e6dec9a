// One mail per side per thing to do (docs/email.md "When a side is mailed"), over real SMTP: with
// NOTIFY decisions an accepted order that leaves nothing to do gets no mail, the other side whose
// decision did not change gets none either (no crossed mails), and what was held reaches the side
// in its next mail, after the judge restarts too. And forgiving reading: greetings are skipped and
// named, a mistyped order still stops the mail, its suggestions said once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Side } from "../../src/rules/sides.js";
import { DOMAIN, eventually, startJudge, type Judge } from "./judge.js";
import { examplesOf, firstMails, replyTo } from "./reading.js";
import { startRelay, type CapturedMail, type Relay } from "./relay.js";

const ADDRESS: Record<Side, string> = { england: "edward@longshanks.test", scotland: "william@elderslie.test" };
const root = mkdtempSync(join(tmpdir(), "hots-notify-"));
const file = `file:${join(root, "hots.db")}`;
let relay: Relay;
let judge: Judge;
beforeAll(async () => {
  relay = await startRelay();
  judge = await startJudge(file, relay);
});
afterAll(async () => {
  await judge?.close();
  await relay?.close();
  rmSync(root, { recursive: true, force: true });
});

const answerTo = (side: Side, messageId: string): Promise<CapturedMail> =>
  eventually(`the answer to ${messageId}`, () => relay.inbox(ADDRESS[side]).find((m) => m.parsed.inReplyTo === messageId));

async function send(side: Side, to: CapturedMail, text: string): Promise<string> {
  return judge.send({ from: ADDRESS[side], to: replyTo(to.parsed) ?? "", subject: `Re: ${to.parsed.subject}`, text, inReplyTo: to.parsed.messageId ?? "" });
}

/** A Braveheart game whose two sides both have a card to choose, seats taken by mail. */
async function newGame(): Promise<{ gameId: string; first: Record<Side, CapturedMail> }> {
  for (let deal = 0; deal < 20; deal++) {
    const created = await fetch(`${judge.url}/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ scenario: "braveheart", emails: ADDRESS }) });
    const { gameId } = (await created.json()) as { gameId: string };
    for (const side of ["england", "scotland"] as const) {
      const invitation = await eventually(`${side}'s invitation`, () => relay.inbox(ADDRESS[side]).find((m) => m.parsed.subject?.startsWith(`[hots ${gameId}] invitation`)));
      await answerTo(side, await send(side, invitation, `nonce ${side}\n\n${(invitation.parsed.text ?? "").split("\n").map((l) => `> ${l}`).join("\n")}`));
    }
    const first = await firstMails(relay, gameId, ADDRESS);
    if (first) return { gameId, first };
  }
  throw new Error("twenty deals in a row played a hand by itself");
}

describe("NOTIFY decisions: one mail per side per thing to do", () => {
  it("a card played gets no mail now and the other side, whose decision is unchanged, none either; the held answer reaches the player in its next mail, after a restart", async () => {
    const { gameId, first } = await newGame();
    const line = examplesOf(first.england.parsed)[0] ?? "";
    const before = { england: relay.inbox(ADDRESS.england).length, scotland: relay.inbox(ADDRESS.scotland).length };
    await send("england", first.england, line);
    await eventually("the card applied", async () => ((await judge.store.getGame(gameId))?.version ?? 0) === 1);
    // Scotland asks for its status: the outbox sends in order, so any mail the card caused came before.
    const scotland = await answerTo("scotland", await send("scotland", first.scotland, "STATUS"));
    expect(scotland.parsed.text).toContain("Your decision: play a card");
    expect(relay.inbox(ADDRESS.scotland).length).toBe(before.scotland + 1);
    // England got nothing: the answer to its card is held (a row of the outbox, never sent on its own).
    expect(relay.inbox(ADDRESS.england).length).toBe(before.england);

    // The judge restarts: the held answer is in the database, not in memory.
    await judge.close();
    judge = await startJudge(file, relay);
    const status = await answerTo("england", await send("england", first.england, "STATUS"));
    const text = status.parsed.text ?? "";
    expect(text).toContain("Since your last mail");
    expect(text).toContain(`Applied: ${line}`);
    expect(text).toContain("Your settings: NOTIFY decisions, PICTURE png.");
    // Told once: the next mail does not tell it again.
    const again = await answerTo("england", await send("england", first.england, "STATUS"));
    expect(again.parsed.text).not.toContain(`Applied: ${line}`);
  }, 600_000);

  it("NOTIFY all answers an accepted order at once", async () => {
    const { first } = await newGame();
    const set = await answerTo("scotland", await send("scotland", first.scotland, "NOTIFY all"));
    expect(set.parsed.text).toContain("You now get a mail for everything new you see (NOTIFY all).");
    const line = examplesOf(first.scotland.parsed)[0] ?? "";
    const answer = await answerTo("scotland", await send("scotland", first.scotland, line));
    expect(answer.parsed.text).toContain(`Applied: ${line}`);
    const bad = await answerTo("scotland", await send("scotland", first.scotland, "NOTIFY sometimes"));
    expect(bad.parsed.text).toContain('NOTIFY takes "decisions" or "all", not "sometimes".');
  }, 600_000);
});

describe("forgiving reading, never a guess", () => {
  it("greetings before the first order are skipped and named; a mistyped order stops the mail, its suggestion said once", async () => {
    const { gameId, first } = await newGame();
    await answerTo("england", await send("england", first.england, "NOTIFY all"));
    const misspelt = await answerTo("england", await send("england", first.england, "Hi judge,\nplya 3"));
    const said = misspelt.parsed.text ?? "";
    expect(said).toContain("Skipped, not an order: Hi judge,");
    expect(said).toContain("Not applied: plya 3");
    expect(said.match(/did you mean/gi)?.length).toBe(1);
    expect((await judge.store.getGame(gameId))?.version).toBe(0);
    const line = examplesOf(first.england.parsed)[0] ?? "";
    const answer = await answerTo("england", await send("england", first.england, `Hi judge,\nHere are my orders:\n${line}\n\nThanks`));
    const text = answer.parsed.text ?? "";
    expect(text).toContain("Skipped, not an order: Hi judge,");
    expect(text).toContain("Skipped, not an order: Here are my orders:");
    expect(text).toContain(`Applied: ${line}`);
    // After the first order a line that is no order stops the mail, as before.
    expect(text).toContain("Not applied: Thanks");
    expect((await judge.store.getGame(gameId))?.version).toBe(1);
    void DOMAIN;
  }, 600_000);
});
