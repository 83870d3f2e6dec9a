// States share the blocks an order leaves unchanged (issue 10, item 1: the replay's copy and state
// hash): applyOrder copies a block before changing it (board.ts, ownBlock), and replaces the other
// shared parts (moved, contests, hands...) instead of changing them, so no state handed out ever
// changes. Every state here is deep-frozen as soon as the engine hands it out, and every order
// before the engine gets it (a replay shares one order among the repeats of its text); a change to
// anything frozen throws, since modules run in strict mode.
// Each game is played again with the blocks an order replaces made to throw when used: a rule that
// read a block, changed it and used what it read would see the block as it was before the change.

import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { applyOrder, newGame, pendingDecisions, type Bid } from "../../src/rules/engine.js";
import { defaultOrder } from "../../src/rules/defaults.js";
import { BLOCK_IDS, SCENARIO_IDS, type ScenarioId } from "../../src/rules/data/index.js";
import { OPTION_IDS, type GameState, type OptionId } from "../../src/rules/state.js";
import { copyStateForOrder, ownBlock, poisonReplacedBlocks } from "../../src/rules/copy.js";
import { canonicalJson } from "../../src/records/canonical.js";
import { placeBlock } from "../../src/rules/board.js";
import { chooseOrder } from "../../src/playout/decisionPlayer.js";
import { checkInvariants } from "../../src/playout/invariants.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { gameSeed, playoutSources } from "../../src/playout/seeds.js";

const BIDS: readonly Bid[] = ["E1", "E2", "E3", "S1", "S2", "S3"];
const GAMES_PER_RUN = 8;
/** A Campaign game takes about a second here on a busy machine: ten times that and more. */
const RUN_TIMEOUT_MS = 300_000;

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

interface Played {
  orders: number;
  /** States that share at least one block with the state before them. */
  sharing: number;
  /** SHA-256 over every state's canonical JSON and every order's events, in play order. */
  transcript: string;
}

/**
 * One game, each decision answered by the random player, the decision player (which sees only the
 * decision) or the deadline default, at random; each state frozen when handed out (`freeze`).
 */
function play(scenario: ScenarioId, options: OptionId[], seed: number, bids: [Bid, Bid] | null, freeze: boolean): Played {
  const { choices, dice } = playoutSources(scenario, seed);
  const players = createPrng(seed ^ 0x5a5a);
  const created = newGame({ scenario, options, campaignEndYear: null, ...(bids ? { bids } : {}) }, dice);
  let state: GameState = created.state;
  const transcript = createHash("sha256").update(canonicalJson(state)).update(JSON.stringify(created.events));
  if (freeze) deepFreeze(state);
  let orders = 0;
  let sharing = 0;
  while (!state.winner) {
    expect(orders, "every game ends").toBeLessThan(20_000);
    const decision = choices.pick(pendingDecisions(state));
    const roll = players.int(10);
    const order = roll < 6 ? randomOrder(state, decision, choices) : roll < 8 ? chooseOrder(decision, choices) : defaultOrder(state, decision);
    // Orders too: a replay hands the engine one order object for every repeat of its text (src/records/replay.ts).
    if (freeze) deepFreeze(order);
    const result = applyOrder(state, decision.side, order, dice);
    if (!result.ok) throw new Error(`order ${orders + 1} refused: ${result.error.code}: ${result.error.message}: ${JSON.stringify(order)}`);
    if (freeze) deepFreeze(result.state);
    if (BLOCK_IDS.some((id) => state.blocks[id] === result.state.blocks[id])) sharing += 1;
    expect(checkInvariants(result.state)).toBeNull();
    transcript.update(canonicalJson(result.state)).update(JSON.stringify(result.events));
    state = result.state;
    orders += 1;
  }
  return { orders, sharing, transcript: transcript.digest("hex") };
}

describe("states share unchanged blocks and never change once handed out", () => {
  afterEach(() => poisonReplacedBlocks(false));

  for (const scenario of SCENARIO_IDS) {
    for (const options of [[], [...OPTION_IDS]] as OptionId[][]) {
      it(`${GAMES_PER_RUN} games of ${scenario}${options.length ? " with every option" : ""}, half with tournament bids: every state and order frozen, no block used after its change`, { timeout: RUN_TIMEOUT_MS }, () => {
        const rng = createPrng(options.length + 17);
        for (let game = 0; game < GAMES_PER_RUN; game++) {
          const bids: [Bid, Bid] | null = game % 2 === 1 ? [rng.pick(BIDS), rng.pick(BIDS)] : null;
          const seed = gameSeed(900 + options.length, game);
          const shared = play(scenario, options, seed, bids, true);
          expect(shared.orders).toBeGreaterThan(0);
          // Nearly every order leaves most blocks as they were: the states share them.
          expect(shared.sharing).toBeGreaterThan(shared.orders * 0.9);
          // Again, with every block a rule changes left unusable: no rule goes on with a block read before its change.
          poisonReplacedBlocks(true);
          const poisoned = play(scenario, options, seed, bids, false);
          poisonReplacedBlocks(false);
          expect(poisoned.transcript, `game ${game + 1} (seed ${seed})`).toBe(shared.transcript);
        }
      });
    }
  }
});

describe("ownBlock", () => {
  it("copies a block of a state copied for a change once, then changes that copy in place", () => {
    const before = newGame({ scenario: "braveheart", options: [] }, { next: () => 0 }).state;
    deepFreeze(before);
    const after = copyStateForOrder(before);
    // The map of blocks itself is shared until a block changes.
    expect(after.blocks).toBe(before.blocks);
    const own = ownBlock(after, "wallace");
    expect(after.blocks).not.toBe(before.blocks);
    expect(after.blocks.bruce).toBe(before.blocks.bruce);
    expect(own).not.toBe(before.blocks.wallace);
    expect(own).toEqual(before.blocks.wallace);
    expect(ownBlock(after, "wallace")).toBe(own);
    placeBlock(after, "wallace", "Mar");
    expect(after.blocks.wallace).toBe(own);
    expect(own.at).toBe("Mar");
    expect(before.blocks.wallace.at).not.toBe("Mar");
  });

  it("shares the parts the rules replace whole (hands, cards, moved, contests...) and copies the battle and the steps", () => {
    const before = newGame({ scenario: "braveheart", options: [] }, { next: () => 0 }).state;
    const after = copyStateForOrder(before);
    for (const part of ["options", "handicap", "hands", "chosen", "played", "playedThisYear", "moved", "contests"] as const) expect(after[part]).toBe(before[part]);
    expect(after.steps).not.toBe(before.steps);
    expect(after.steps).toEqual(before.steps);
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });

  it("copies on every change of a state not the last copied for a change, which may share its blocks", () => {
    const first = newGame({ scenario: "braveheart", options: [] }, { next: () => 0 }).state;
    const second = copyStateForOrder(first);
    const third = copyStateForOrder(second);
    const own = ownBlock(third, "wallace");
    // `second` is not the state being changed any more: its block is copied again, never changed in place.
    const secondOwn = ownBlock(second, "wallace");
    expect(secondOwn).not.toBe(own);
    expect(ownBlock(second, "wallace")).not.toBe(secondOwn);
    expect(first.blocks.wallace).not.toBe(secondOwn);
  });
});
