// The referee's commands on records made here and then tampered with: every change is caught.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hots } from "../helpers/cli.js";
import type { GameRecord, ReplayReport } from "../../src/records/index.js";

let dir = "";
let files = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "hots-referee-"));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(content: string): string {
  const path = join(dir, `record-${++files}.json`);
  writeFileSync(path, content);
  return path;
}

const writeRecord = (record: unknown): string => write(JSON.stringify(record, null, 2));

async function record(...argv: string[]): Promise<GameRecord> {
  const { code, out, err } = await hots("record", ...argv);
  expect(err).toEqual([]);
  expect(code).toBe(0);
  return JSON.parse(out.join("\n")) as GameRecord;
}

async function replayJson(path: string, ...argv: string[]): Promise<{ code: number; report: ReplayReport }> {
  const { code, out, err } = await hots("replay", path, "--json", ...argv);
  expect(err).toEqual([]);
  expect(out).toHaveLength(1);
  return { code, report: JSON.parse(out[0] ?? "") as ReplayReport };
}

/** The Bruce, seed 2: 28 orders, over in 1306. */
const bruce = (): Promise<GameRecord> => record("--scenario", "the_bruce", "--seed", "2");

const copy = (r: GameRecord): GameRecord => structuredClone(r);

describe("hots record, then replay and verify-dice", () => {
  it.each([
    ["braveheart", ["--scenario", "braveheart", "--seed", "0"]],
    ["the_bruce", ["--scenario", "the_bruce", "--seed", "2", "--random-orders"]],
    ["campaign", ["--scenario", "campaign", "--seed", "1", "--campaign-end-year", "1298"]],
  ])("a %s record replays as verified and its dice verify", async (scenario, argv) => {
    const made = await record(...argv);
    expect(made.setup.scenario).toBe(scenario);
    expect(made.dice.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(made.result).not.toBeNull();
    expect(made.orders.length).toBeGreaterThan(0);
    const path = writeRecord(made);

    for (const dice of ["seed", "log"]) {
      const { code, report } = await replayJson(path, "--dice", dice);
      expect(report).toMatchObject({ verified: true, dice, orders: made.orders.length, divergence: null });
      expect(report.outcome).toEqual(made.result && { side: made.result.winner, reason: made.result.reason, year: made.result.year });
      expect(report.finalStateHash).toBe(made.orders.at(-1)?.stateHash);
      expect(code).toBe(0);
    }
    const audit = await hots("verify-dice", path);
    expect(audit.out).toEqual([`dice verified: ${made.diceLog.length} draws`, 'england nonce "": given by the creator', 'scotland nonce "": given by the creator']);
    expect(audit.code).toBe(0);
  });

  it("the same arguments make the same record, byte for byte", async () => {
    const a = await hots("record", "--scenario", "the_bruce", "--seed", "2");
    const b = await hots("record", "--scenario", "the_bruce", "--seed", "2");
    expect(b.out).toEqual(a.out);
    const other = await hots("record", "--scenario", "the_bruce", "--seed", "3");
    expect(other.out).not.toEqual(a.out);
  });

  it("prints the record pretty-printed with 2 spaces", async () => {
    const { out } = await hots("record", "--scenario", "the_bruce", "--seed", "2");
    expect(out.join("\n")).toBe(JSON.stringify(JSON.parse(out.join("\n")), null, 2));
    expect(out.join("\n")).toMatch(/^\{\n {2}"format": "hots-judge-record",\n {2}"version": 2,/);
  });

  it("prints the outcome, the final state hash and verified in plain text", async () => {
    const made = await bruce();
    const { code, out } = await hots("replay", writeRecord(made));
    expect(out).toEqual([
      `replayed ${made.orders.length} of ${made.orders.length} orders with dice from the revealed seed`,
      expect.stringMatching(new RegExp(`^outcome: (England|Scotland) wins .* in ${made.result?.year} \\(${made.result?.reason}\\)$`)),
      `final state hash: ${made.orders.at(-1)?.stateHash}`,
      "verified",
    ]);
    expect(code).toBe(0);
  });

  it("replay --log narrates the whole game before the verdict", async () => {
    const { code, out } = await hots("replay", writeRecord(await bruce()), "--log");
    expect(out[0]).toBe("== Set-up ==");
    expect(out).toContain("== 1306, turn 1 ==");
    expect(out.some((l) => /^Battle in \w+: (England|Scotland) attacks\./.test(l))).toBe(true);
    expect(out.some((l) => /fires \d dice: /.test(l))).toBe(true);
    expect(out.at(-1)).toBe("verified");
    expect(code).toBe(0);
  });
});

describe("tampering with the dice log", () => {
  it("a changed die fails verify-dice naming its k, and replay --dice log diverges at the order that rolled it", async () => {
    const made = await bruce();
    // A die showing 1 always hits and a 6 never does (firepower is 1 to 3), so the battle changes.
    const die = made.diceLog.find((e) => e.purpose === "fire" && e.value === 0);
    if (!die) throw new Error("the game has no fire die showing 1");
    const tampered = copy(made);
    tampered.diceLog[die.k] = { ...die, value: 5 };
    const path = writeRecord(tampered);

    const text = await hots("verify-dice", path);
    expect(text.out[0]).toBe(`dice NOT verified: entry k = ${die.k} does not match: expected 0 (from the seed), actual 5 (in the log)`);
    expect(text.code).toBe(1);
    const json = await hots("verify-dice", path, "--json");
    expect(JSON.parse(json.out[0] ?? "")).toEqual({ ok: false, reason: "entry-mismatch", k: die.k, expected: 0, actual: 5, draws: made.diceLog.length, nonces: { values: made.dice.nonces, origins: made.dice.nonceOrigins } });
    expect(json.code).toBe(1);

    // The order that rolled it is the one that runs out of dice when the log stops just before it.
    const cut = copy(made);
    cut.diceLog = made.diceLog.slice(0, die.k);
    const { report: short } = await replayJson(writeRecord(cut), "--dice", "log");
    expect(short.divergence?.reason).toBe("dice");
    const roller = short.divergence?.order ?? 0;
    expect(roller).toBeGreaterThan(0);

    const byLog = await replayJson(path, "--dice", "log");
    expect(byLog.report.verified).toBe(false);
    expect(byLog.report.divergence).toMatchObject({ order: roller, reason: "state-hash", expected: made.orders[roller - 1]?.stateHash });
    expect(byLog.code).toBe(1);
  });

  it("a changed die also fails the replay from the seed, as a dice-log divergence naming the draw", async () => {
    const made = await bruce();
    const entry = made.diceLog.findLast((e) => e.n > 1);
    if (!entry) throw new Error("no draw with a choice in the dice log");
    const forged = (entry.value + 1) % entry.n;
    const tampered = copy(made);
    tampered.diceLog[entry.k] = { ...entry, value: forged };
    const { code, report } = await replayJson(writeRecord(tampered));
    expect(report.divergence).toEqual({ order: made.orders.length, reason: "dice-log", expected: `draw ${entry.k} = ${forged}`, actual: `${entry.value}` });
    expect(code).toBe(1);
  });

  it("a different seed is a commitment mismatch", async () => {
    const made = await bruce();
    const tampered = copy(made);
    tampered.dice.seed = made.dice.seed === "ab".repeat(32) ? "cd".repeat(32) : "ab".repeat(32);
    const path = writeRecord(tampered);
    const text = await hots("verify-dice", path);
    expect(text.out.slice(0, 1)).toEqual([expect.stringMatching(new RegExp(`^dice NOT verified: commitment mismatch: the published commitment is ${made.dice.commitment}, SHA-256 of the revealed seed is [0-9a-f]{64}$`))]);
    expect(text.code).toBe(1);
    const json = await hots("verify-dice", path, "--json");
    expect(JSON.parse(json.out[0] ?? "")).toMatchObject({ ok: false, reason: "commitment-mismatch", expected: made.dice.commitment });
    expect(json.code).toBe(1);
    expect((await replayJson(path)).code).toBe(1);
  });

  it("a record whose seed is not revealed fails verify-dice, and replays only from its log", async () => {
    const hidden = copy(await bruce());
    hidden.dice.seed = null;
    const path = writeRecord(hidden);
    const audit = await hots("verify-dice", path);
    expect(audit.out.join("\n")).toMatch(/seed is not revealed/);
    expect(audit.code).toBe(1);

    const { code, report } = await replayJson(path);
    expect(report).toMatchObject({ verified: true, dice: "log" });
    expect(code).toBe(0);
    const bySeed = await hots("replay", path, "--dice", "seed");
    expect(bySeed.err.join("\n")).toMatch(/seed is not revealed; replay it with --dice log/);
    expect(bySeed.code).toBe(1);
  });
});

describe("tampering with the orders", () => {
  it("another card in a play order diverges at that order", async () => {
    const made = await bruce();
    const plays = made.orders.filter((o) => /^play Move \d$/.test(o.text));
    const target = plays[1] ?? plays[0];
    if (!target) throw new Error("the game has no play Move order");
    const tampered = copy(made);
    const other = target.text === "play Move 1" ? "play Move 2" : "play Move 1";
    tampered.orders[target.seq - 1] = { ...target, text: other };

    const { code, report } = await replayJson(writeRecord(tampered));
    expect(report.verified).toBe(false);
    expect(report.divergence?.order).toBe(target.seq);
    expect(["state-hash", "illegal-order"]).toContain(report.divergence?.reason);
    expect(report.orders).toBeLessThanOrEqual(target.seq);
    expect(code).toBe(1);
  });

  it("a changed state hash diverges at that order with reason state-hash", async () => {
    const made = await bruce();
    const seq = Math.ceil(made.orders.length / 2);
    const target = made.orders[seq - 1];
    if (!target) throw new Error("no orders");
    const forged = target.stateHash.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const tampered = copy(made);
    tampered.orders[seq - 1] = { ...target, stateHash: forged };
    const path = writeRecord(tampered);

    const { code, report } = await replayJson(path);
    expect(report.divergence).toEqual({ order: seq, reason: "state-hash", expected: forged, actual: target.stateHash });
    expect(code).toBe(1);

    const text = await hots("replay", path);
    expect(text.out.slice(-3)).toEqual([
      `NOT verified: divergence at order ${seq}, state-hash: the state after this order is not the recorded one`,
      `  expected: ${forged}`,
      `  actual:   ${target.stateHash}`,
    ]);
    expect(text.code).toBe(1);
  });
});

describe("files that are not readable records exit with 2", () => {
  it.each(["replay", "verify-dice"])("%s: a record of version 3 is refused with a message naming the version", async (command) => {
    const newer = { ...(await bruce()), version: 3 };
    const { code, out, err } = await hots(command, writeRecord(newer));
    expect(out).toEqual([]);
    expect(err).toEqual([expect.stringMatching(new RegExp(`^hots ${command}: .*record format version 3 is newer than this program reads \\(up to 2\\); upgrade hots-judge$`))]);
    expect(code).toBe(2);
  });

  it.each(["replay", "verify-dice"])("%s: malformed JSON, a missing file and a record with a field missing", async (command) => {
    const malformed = await hots(command, write('{ "format": "hots-judge-record", '));
    expect(malformed.err.join("\n")).toMatch(/is not JSON/);
    expect(malformed.code).toBe(2);

    const missing = await hots(command, join(dir, "no-such-record.json"));
    expect(missing.err.join("\n")).toMatch(/cannot read .*no-such-record\.json/);
    expect(missing.code).toBe(2);

    const { diceLog: _dropped, ...incomplete } = await bruce();
    const invalid = await hots(command, writeRecord(incomplete));
    expect(invalid.err.join("\n")).toMatch(/invalid record at diceLog/);
    expect(invalid.code).toBe(2);
    for (const run of [malformed, missing, invalid]) expect(run.out).toEqual([]);
  });
});

describe("referee usage errors", () => {
  it.each([
    [["record", "--seed", "2"], /--scenario is required/],
    [["record", "--scenario", "the_bruce"], /--seed is required/],
    [["record", "--scenario", "the_bruce", "--seed=-3"], /--seed must be an integer from 0 to 4294967295/],
    [["record", "--scenario", "braveheart", "--seed", "1", "--campaign-end-year", "1300"], /--campaign-end-year applies only to --scenario campaign/],
    [["record", "--scenario", "braveheart", "--seed", "1", "--options", "OPT-NONE"], /unknown option id OPT-NONE/],
    [["replay"], /a record FILE is required/],
    [["replay", "a.json", "b.json"], /one record FILE only/],
    [["replay", "a.json", "--dice", "die"], /--dice must be "seed" or "log", not "die"/],
    [["replay", "a.json", "--log", "--json"], /--log and --json cannot be combined/],
    [["verify-dice"], /a record FILE is required/],
    [["verify-dice", "a.json", "--dice", "log"], /Unknown option '--dice'/],
  ])("hots %j exits 2 with a message", async (argv, message) => {
    const { code, out, err } = await hots(...argv);
    expect(out).toEqual([]);
    expect(err.join("\n")).toMatch(message);
    expect(code).toBe(2);
  });
});
