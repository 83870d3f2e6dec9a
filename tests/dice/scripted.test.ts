import { describe, expect, it } from "vitest";
import {
  ScriptedDiceError,
  createCommittedSource,
  createScriptedSource,
  seedFromHex,
  type DiceLogEntry,
} from "../../src/dice/index.js";
import { rollDie } from "../../src/rules/random.js";

function thrownBy(action: () => unknown): ScriptedDiceError {
  try {
    action();
  } catch (error) {
    if (error instanceof ScriptedDiceError) return error;
    throw error;
  }
  throw new Error("expected a ScriptedDiceError, nothing was thrown");
}

describe("scripted source from plain values", () => {
  it("replays the values in order and logs each draw with its k", () => {
    const source = createScriptedSource([5, 0, 17]);
    expect(rollDie(source, "fire")).toBe(6);
    expect(source.next(2, "celtic", "england")).toBe(0);
    expect(source.next(25, "pool-draw")).toBe(17);
    expect(source.counter).toBe(3);
    expect(source.log).toEqual([
      { k: 0, purpose: "fire", n: 6, value: 5, visibleTo: "all" },
      { k: 1, purpose: "celtic", n: 2, value: 0, visibleTo: "england" },
      { k: 2, purpose: "pool-draw", n: 25, value: 17, visibleTo: "referee" },
    ]);
  });

  it("throws 'scripted dice exhausted at draw k' when the script runs out", () => {
    const source = createScriptedSource([1, 2]);
    source.next(6, "fire");
    source.next(6, "fire");
    const error = thrownBy(() => source.next(6, "fire"));
    expect(error.message).toBe("scripted dice exhausted at draw 2");
    expect(error).toMatchObject({ code: "exhausted", k: 2, index: 2 });
  });

  it("throws naming the index when a value is outside [0, n) for the n asked", () => {
    const source = createScriptedSource([3, 6]);
    source.next(6, "fire");
    const error = thrownBy(() => source.next(6, "fire"));
    expect(error.message).toBe("scripted dice value 6 at index 1 (draw 1) is outside [0, 6)");
    expect(error).toMatchObject({ code: "out-of-range", k: 1, index: 1 });
    expect(source.counter).toBe(1);
  });

  it("rejects negative and fractional values", () => {
    expect(thrownBy(() => createScriptedSource([-1]).next(6, "fire")).code).toBe("out-of-range");
    expect(thrownBy(() => createScriptedSource([1.5]).next(6, "fire")).code).toBe("out-of-range");
  });

  it("rejects the same invalid ranges as the committed source", () => {
    expect(() => createScriptedSource([0]).next(0, "fire")).toThrow(RangeError);
  });

  it("numbers its draws from startCounter when continuing a game", () => {
    const source = createScriptedSource([4], { startCounter: 10 });
    source.next(6, "fire");
    expect(source.log[0]?.k).toBe(10);
    expect(thrownBy(() => source.next(6, "fire")).message).toBe("scripted dice exhausted at draw 11");
  });
});

describe("scripted source from a dice log", () => {
  const committed = createCommittedSource({
    seed: seedFromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"),
    gameId: "hots-0001",
    nonces: { england: "longshanks", scotland: "saltire" },
  });
  committed.next(25, "deal", "referee");
  committed.next(6, "fire", "all");
  committed.next(2, "celtic", "all");
  const recorded: readonly DiceLogEntry[] = committed.log;

  it("replaying a committed source's log reproduces its values and its log", () => {
    const replay = createScriptedSource(recorded);
    for (const entry of recorded) expect(replay.next(entry.n, entry.purpose, entry.visibleTo)).toBe(entry.value);
    expect(replay.log).toEqual(recorded);
  });

  it("reports divergence, naming k, when the replay asks for a different range than was logged", () => {
    const replay = createScriptedSource(recorded);
    replay.next(25, "deal", "referee");
    const error = thrownBy(() => replay.next(5, "fire"));
    expect(error).toMatchObject({ code: "diverged", k: 1 });
    expect(error.message).toContain("draw 1");
    expect(error.message).toContain("[0, 5)");
    expect(error.message).toContain("[0, 6)");
  });

  it("reports divergence when the log's counters do not line up with the replay's", () => {
    const error = thrownBy(() => createScriptedSource(recorded.slice(1)).next(6, "fire"));
    expect(error).toMatchObject({ code: "diverged", k: 0 });
    expect(createScriptedSource(recorded.slice(1), { startCounter: 1 }).next(6, "fire")).toBe(recorded[1]?.value);
  });

  it("rejects a logged value outside the logged range", () => {
    const tampered: DiceLogEntry[] = [{ k: 0, purpose: "fire", n: 6, value: 9, visibleTo: "all" }];
    expect(thrownBy(() => createScriptedSource(tampered).next(6, "fire")).code).toBe("out-of-range");
  });
});
