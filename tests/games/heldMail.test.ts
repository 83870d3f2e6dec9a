// Issue 8, item 5: mail held for steps of an adjudication whose next standing-order answer never
// came (another order took the game first) is not lost: applyPolicies sends what it told, with the
// game as it is, to each side concerned, and only once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadGame } from "../../src/games/game.js";
import { HeldMail } from "../../src/games/heldMail.js";
import { applyPolicies } from "../../src/games/policies.js";
import { createGameMailer } from "../../src/mail/gameMailer.js";
import type { GameEvent } from "../../src/rules/events.js";
import { newGame, sqliteTable, type Table } from "./deadlines/helpers.js";

const EMAILS = { england: "e@one.test", scotland: "s@two.test" };
const mailer = createGameMailer({ secret: "held-mail-secret-0123456789", domain: "judge.test", address: "judge@judge.test", separator: "+" });

let table: Table;
beforeEach(async () => {
  table = await sqliteTable();
});
afterEach(async () => {
  await table.close();
});

describe("held mail (src/games/heldMail.ts)", () => {
  it("what held steps told is mailed when no standing order answers next, to the side that may see it, once", async () => {
    const { store } = table;
    const { gameId } = await newGame(store, { scenario: "braveheart", emails: EMAILS });
    // The set-up mails are not this test's.
    await store.claimDueMail({ limit: 100 });
    const held = new HeldMail();
    const answered = { type: "policy-answer", side: "scotland", kind: "combat-turn", order: "combat Wallace fire", secret: { from: "england" } } as unknown as GameEvent;
    held.settle(true, [answered]);

    expect(await applyPolicies(store, gameId, mailer, held)).toBe(0);
    expect(held.told).toEqual([]);
    const mails = await store.claimDueMail({ limit: 100 });
    const to = (address: string) => mails.filter((m) => m.to === address);
    expect(to(EMAILS.scotland)).toHaveLength(1);
    expect(to(EMAILS.scotland)[0]?.text).toContain("Your standing battle orders answered combat-turn: combat Wallace fire.");
    // England is mailed only if it has something to decide, and never told of Scotland's answer.
    for (const mail of to(EMAILS.england)) expect(mail.text).not.toContain("standing battle orders");
    // The mail shows the game's current version, whose reply address it carries.
    const version = (await loadGame(store, gameId))?.version;
    expect(to(EMAILS.scotland)[0]?.replyTo).toContain(`.scotland.${version}.`);

    // Nothing held: nothing more is sent.
    expect(await applyPolicies(store, gameId, mailer, held)).toBe(0);
    expect(await store.claimDueMail({ limit: 100 })).toEqual([]);
  });
});
