// Issue 8 by mail, over real SMTP: the due time in every mail that asks a decision, reminders, the
// default told to both sides, and the commands EXTEND and POLICY. The store runs on a clock the
// test moves, and the deadline worker is run by hand after each move: nothing waits for time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGame } from "../../src/games/game.js";
import { deadlineOf } from "../../src/games/deadlines/view.js";
import { runDueDeadlines } from "../../src/games/deadlines/worker.js";
import type { Side } from "../../src/rules/sides.js";
import { openStore, type Store } from "../../src/store/index.js";
import { TestClock } from "../games/deadlines/helpers.js";
import { eventually, startJudge, type Judge } from "./judge.js";
import { examplesOf, firstMails, replyTo, versionOf } from "./reading.js";
import { startRelay, type CapturedMail, type Relay } from "./relay.js";

const ENGLAND = "edward@longshanks.test";
const SCOTLAND = "william@elderslie.test";
const ADDRESS: Record<Side, string> = { england: ENGLAND, scotland: SCOTLAND };
const HOUR = 3600;
const SIDES = ["england", "scotland"] as const;

const root = mkdtempSync(join(tmpdir(), "hots-mail-deadlines-"));
const clock = new TestClock(Date.parse("2026-11-23T10:00:00Z"));
let store: Store;
let relay: Relay;
let judge: Judge;

beforeAll(async () => {
  relay = await startRelay();
  store = await openStore(`file:${join(root, "hots.db")}`, { clock: clock.now });
  judge = await startJudge(`file:${join(root, "hots.db")}`, relay, { store });
});
afterAll(async () => {
  await judge?.close();
  await store?.close();
  await relay?.close();
  rmSync(root, { recursive: true, force: true });
});

const answerTo = (to: string, messageId: string): Promise<CapturedMail> =>
  eventually(`the answer to ${messageId}`, () => relay.inbox(to).find((m) => m.parsed.inReplyTo === messageId));

/** The mails of one game to one side after the first `skip`. */
const newMails = (gameId: string, side: Side, skip: number): CapturedMail[] => relay.inbox(ADDRESS[side]).filter((m) => m.parsed.subject?.includes(gameId)).slice(skip);
const count = (gameId: string, side: Side): number => newMails(gameId, side, 0).length;

async function deadlineNow(gameId: string, side: Side): Promise<string | null> {
  const game = await loadGame(store, gameId);
  return deadlineOf(game?.clock ?? null, side);
}

/** A game with default deadlines (72 h for cards, reminders 24 h and 2 h before), seats taken by mail. */
async function newMailGame(): Promise<{ gameId: string; first: Record<Side, CapturedMail> }> {
  for (let deal = 0; deal < 20; deal++) {
    const seated = await seatedGame();
    if (seated) return seated;
  }
  throw new Error("twenty deals in a row played a hand by itself");
}

/** A game with default deadlines, its seats taken by mail; null when a side has no card to choose (firstMails). */
async function seatedGame(): Promise<{ gameId: string; first: Record<Side, CapturedMail> } | null> {
  const response = await fetch(`${judge.url}/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scenario: "braveheart", emails: ADDRESS, deadlines: { timeZone: "Europe/Paris" } }),
  });
  expect(response.status).toBe(201);
  const { gameId } = (await response.json()) as { gameId: string };
  for (const side of SIDES) {
    const invitation = await eventually(`${side}'s invitation`, () => relay.inbox(ADDRESS[side]).find((m) => m.parsed.subject?.startsWith(`[hots ${gameId}] invitation`)));
    // The answer quotes the invitation, as a mail client does: the invite travels in it.
    const quoted = (invitation.parsed.text ?? "").split("\n").map((l) => `> ${l}`).join("\n");
    const id = await judge.send({ from: ADDRESS[side], to: replyTo(invitation.parsed) ?? "", subject: `Re: ${invitation.parsed.subject}`, text: `nonce ${side} rolls\n\nThe judge wrote:\n${quoted}` });
    await answerTo(ADDRESS[side], id);
  }
  const first = await firstMails(relay, gameId, ADDRESS);
  return first ? { gameId, first } : null;
}

const dueLineOf = (mail: CapturedMail): string | undefined => (mail.parsed.text ?? "").split(/\r?\n/).find((l) => l.startsWith("Due by: "));

describe("deadlines by mail (issue 8)", () => {
  it("every mail that asks a decision shows its due time, the same as the view's deadline (item 1)", async () => {
    const { gameId, first } = await newMailGame();
    for (const side of SIDES) {
      const deadline = await deadlineNow(gameId, side);
      expect(deadline).toMatch(/^2026-11-2\dT\d\d:\d\d:\d\d\+01:00$/);
      expect(dueLineOf(first[side])).toBe(`Due by: ${deadline}. After that the default order for this decision is applied (docs/deadlines.md).`);
    }
    // STATUS answers carry it too.
    const id = await judge.send({ from: ENGLAND, to: replyTo(first.england.parsed) ?? "", subject: "Re: status", text: "STATUS" });
    expect(dueLineOf(await answerTo(ENGLAND, id))).toContain(`Due by: ${await deadlineNow(gameId, "england")}`);
  });

  it("reminds both waiting sides 24 h before, by mail, once (item 2)", async () => {
    const { gameId } = await newMailGame();
    const before = { england: count(gameId, "england"), scotland: count(gameId, "scotland") };
    clock.advance(47 * HOUR);
    expect(await runDueDeadlines(store, { mailer: judge.mail.mailer })).toEqual({ reminders: 0, defaults: 0, resignations: 0 });
    clock.advance(2 * HOUR);
    const run = await runDueDeadlines(store, { mailer: judge.mail.mailer });
    expect(run.reminders).toBeGreaterThanOrEqual(1);
    for (const side of SIDES) {
      const reminder = await eventually(`${side}'s reminder`, () => newMails(gameId, side, before[side]).find((m) => m.parsed.text?.includes("Reminder: your decision is due by")));
      const deadline = await deadlineNow(gameId, side);
      expect(reminder.parsed.text).toContain(`Reminder: your decision is due by ${deadline}.`);
      expect(dueLineOf(reminder)).toContain(`Due by: ${deadline}`);
      // The reminder's reply address works: it carries the version the reminder moved the game to.
      expect(versionOf(reminder.parsed)).toBe((await loadGame(store, gameId))?.version);
    }
    // Nothing more is due until the 2 h reminder.
    expect((await runDueDeadlines(store, { mailer: judge.mail.mailer })).reminders).toBe(0);
  });

  it("EXTEND 24h from both sides moves the deadline by the smaller request; a bad duration changes nothing (item 1)", async () => {
    const { gameId, first } = await newMailGame();
    const was = await deadlineNow(gameId, "england");
    const version = (await loadGame(store, gameId))?.version;
    const bad = await judge.send({ from: ENGLAND, to: replyTo(first.england.parsed) ?? "", subject: "Re: extend", text: "EXTEND soon" });
    expect((await answerTo(ENGLAND, bad)).parsed.text).toContain('"soon" is not a duration');
    expect((await loadGame(store, gameId))?.version).toBe(version);

    const asked = await judge.send({ from: ENGLAND, to: replyTo(first.england.parsed) ?? "", subject: "Re: extend", text: "EXTEND 24h" });
    expect((await answerTo(ENGLAND, asked)).parsed.text).toContain(`it moves once the other side asks too. The deadline is still ${was}.`);
    expect(await deadlineNow(gameId, "england")).toBe(was);
    const agreed = await judge.send({ from: SCOTLAND, to: replyTo(first.scotland.parsed) ?? "", subject: "Re: extend", text: "EXTEND 2d" });
    const answer = await answerTo(SCOTLAND, agreed);
    const now = await deadlineNow(gameId, "scotland");
    expect(Date.parse(now ?? "") - Date.parse(was ?? "")).toBe(24 * HOUR * 1000);
    expect(answer.parsed.text).toContain(`Both sides asked: the deadline is now ${now}.`);
    expect(dueLineOf(answer)).toContain(`Due by: ${now}`);
  });

  it("a missed deadline applies the default and tells both sides in their update mail (item 3)", async () => {
    const { gameId } = await newMailGame();
    const before = { england: count(gameId, "england"), scotland: count(gameId, "scotland") };
    clock.advance(73 * HOUR);
    const run = await runDueDeadlines(store, { mailer: judge.mail.mailer });
    // Other tests' games share the store and its clock: they are defaulted too.
    expect(run.defaults).toBeGreaterThanOrEqual(2);
    const orders = await store.listOrders(gameId);
    expect(orders.filter((o) => o.defaulted).length).toBe(2);
    for (const side of SIDES) {
      const own = orders.find((o) => o.side === side);
      const mine = side === "england" ? "England" : "Scotland";
      const theirs = side === "england" ? "Scotland" : "England";
      // Each side learns of both defaults, and sees its own default order but not the other's card.
      await eventually(`${side} told of both defaults`, () => {
        const all = newMails(gameId, side, before[side]).map((m) => m.parsed.text ?? "").join("\n");
        return all.includes(`${mine} missed the deadline`) && all.includes(`${theirs} missed the deadline`);
      });
      const all = newMails(gameId, side, before[side]).map((m) => m.parsed.text ?? "").join("\n");
      expect(all).toContain(`${side === "england" ? "England" : "Scotland"} missed the deadline`);
      expect(all).toContain(`${side === "england" ? "Scotland" : "England"} missed the deadline`);
      // Both defaults may be the same card, so each is looked for in its own side's line.
      const lineOf = (who: string) => all.split("\n").find((line) => line.includes(`${who} missed the deadline`)) ?? "";
      expect(lineOf(mine)).toContain(`was applied: ${own?.text}`);
      expect(lineOf(theirs)).toMatch(/was applied\.\s*$/);
    }
  });

  it("POLICY sets the side's standing battle orders, POLICY NONE clears them, bad text changes nothing (item 5)", async () => {
    const { gameId, first } = await newMailGame();
    const set = await judge.send({ from: SCOTLAND, to: replyTo(first.scotland.parsed) ?? "", subject: "Re: policy", text: "POLICY retreat when outnumbered 2:1; regroup none" });
    expect((await answerTo(SCOTLAND, set)).parsed.text).toContain("Your standing battle orders are set");
    const policy = (await loadGame(store, gameId))?.policies?.scotland;
    expect(policy).toBeDefined();
    expect(policy?.regroup).toBe("none");

    const bad = await judge.send({ from: SCOTLAND, to: replyTo(first.scotland.parsed) ?? "", subject: "Re: policy", text: "POLICY retreat when bored\nSTATUS" });
    const refused = await answerTo(SCOTLAND, bad);
    expect(refused.parsed.text).toContain("Not applied: POLICY retreat when bored");
    expect((await loadGame(store, gameId))?.policies?.scotland).toEqual(policy);

    const cleared = await judge.send({ from: SCOTLAND, to: replyTo(first.scotland.parsed) ?? "", subject: "Re: policy", text: "POLICY NONE" });
    expect((await answerTo(SCOTLAND, cleared)).parsed.text).toContain("Your standing battle orders are cleared");
    expect((await loadGame(store, gameId))?.policies?.scotland).toBeUndefined();
    // England learns nothing of it.
    expect(relay.inbox(ENGLAND).some((m) => m.parsed.subject?.includes(gameId) && /standing battle orders/.test(m.parsed.text ?? ""))).toBe(false);
  });
});
