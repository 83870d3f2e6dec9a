// Issue "Trust" item 3: a side's view never changes when only the other side's secrets change, and no
// event a side may see names a block of the other side that is hidden from it (Q27).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCK_IDS, CARDS, blockInfo, type BlockId } from "../../src/rules/data/index.js";
import { onMap } from "../../src/rules/board.js";
import { newGame, pendingDecisions, applyOrder } from "../../src/rules/engine.js";
import type { GameEvent } from "../../src/rules/events.js";
import { enemyOf, type Side } from "../../src/rules/sides.js";
import { OPTION_IDS, type GameState } from "../../src/rules/state.js";
import type { ScenarioId } from "../../src/rules/data/index.js";
import { createPrng, type Prng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { canonicalJson } from "../../src/records/canonical.js";
import { eventsFor, viewFor, diceEntryFor } from "../../src/views/index.js";
import { createCommittedSource, seedToHex, type DiceLogEntry } from "../../src/dice/index.js";
import { viewerOf } from "../../src/games/auth.js";
import { createHash } from "node:crypto";
import { dryRun } from "../../src/games/dryRun.js";
import type { LoadedGame } from "../../src/games/game.js";

interface PlayedGame {
  states: GameState[];
  events: GameEvent[];
}

const SCENARIOS: ScenarioId[] = ["braveheart", "the_bruce", "campaign"];
const cache = new Map<number, PlayedGame>();

/** A random game, keeping every state reached and every event, for the properties to sample. */
function playedGame(seed: number): PlayedGame {
  const cached = cache.get(seed);
  if (cached) return cached;
  const rng = createPrng(seed);
  const dice = createPrng(seed + 7919);
  const scenario = SCENARIOS[seed % SCENARIOS.length] as ScenarioId;
  const options = seed % 2 === 0 ? [...OPTION_IDS] : [];
  const created = newGame({ scenario, options }, dice);
  let state = created.state;
  const states = [state];
  const events = created.events.slice();
  for (let i = 0; i < 3000 && !state.winner; i++) {
    const decision = rng.pick(pendingDecisions(state));
    const result = applyOrder(state, decision.side, randomOrder(state, decision, rng), dice);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    states.push(state);
    events.push(...result.events);
  }
  const game = { states, events };
  cache.set(seed, game);
  return game;
}

function inBattleLists(s: GameState, id: BlockId): boolean {
  const b = s.battle;
  if (b && (b.engaged.includes(id) || b.reserves.includes(id) || b.revealed.includes(id))) return true;
  return s.contests.some((c) => c.reserves.includes(id));
}

/** Changes only what `viewer` may not see: the enemy's hidden blocks, pool, hand and chosen card. */
function perturb(s: GameState, viewer: Side, rng: Prng): GameState {
  const out = JSON.parse(JSON.stringify(s)) as GameState;
  const enemy = enemyOf(viewer);
  const swappable = BLOCK_IDS.filter((id) => {
    const b = out.blocks[id];
    if (b.side !== enemy || blockInfo(id).type === "noble" || inBattleLists(out, id)) return false;
    return onMap(b.at) || b.at === "pool";
  });
  for (let i = 0; i < 3 && swappable.length >= 2; i++) {
    const a = out.blocks[rng.pick(swappable)];
    const b = out.blocks[rng.pick(swappable)];
    [a.at, b.at] = [b.at, a.at];
    for (const x of [a, b]) x.strength = onMap(x.at) ? 1 : 0;
  }
  for (const id of BLOCK_IDS) {
    const b = out.blocks[id];
    if (b.side === enemy && onMap(b.at) && !inBattleLists(out, id)) b.strength = 1 + rng.int(blockInfo(id).maxSteps);
  }
  const known = new Set([...out.hands[viewer], ...out.playedThisYear.england, ...out.playedThisYear.scotland]);
  const unknown = CARDS.map((c) => c.id).filter((id) => !known.has(id));
  const size = out.hands[enemy].length;
  const hand: number[] = [];
  while (hand.length < size) {
    const c = rng.pick(unknown);
    if (!hand.includes(c)) hand.push(c);
  }
  out.hands[enemy] = hand.sort((a, b) => a - b);
  if (out.chosen[enemy] !== null) out.chosen[enemy] = rng.pick(hand);
  return out;
}

describe("Q27 secrecy of views", () => {
  // 1,000 states per run (issue 9): about 20 s on a busy shared machine, so the timeout is generous.
  it("a side's view is byte-identical when only the other side's secrets change (1,000 random states)", { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.constantFrom<Side>("england", "scotland"), fc.nat(), (seed, at, viewer, change) => {
        const { states } = playedGame(seed);
        const state = states[at % states.length] as GameState;
        const changed = perturb(state, viewer, createPrng(change));
        expect(canonicalJson(viewFor(changed, viewer))).toBe(canonicalJson(viewFor(state, viewer)));
        expect(canonicalJson(viewFor(changed, "observer"))).toBe(canonicalJson(viewFor(state, "observer")));
      }),
      { numRuns: 1000 },
    );
  });

  it("the perturbation really changes the hidden part (the property is not vacuous)", () => {
    const { states } = playedGame(3);
    const state = states[Math.floor(states.length / 2)] as GameState;
    const changed = perturb(state, "england", createPrng(1));
    expect(canonicalJson(changed)).not.toBe(canonicalJson(state));
    expect(canonicalJson(viewFor(changed, "scotland"))).not.toBe(canonicalJson(viewFor(state, "scotland")));
  });
});

/** A stored game around a state, as a dry run reads it. */
function loaded(state: GameState): LoadedGame {
  return {
    id: "dry",
    version: 7,
    status: "active",
    state,
    meta: { setup: { scenario: "braveheart", options: [], campaignEndYear: null, bids: null }, players: null, initialStateHash: "", ended: null },
    nonces: {},
    commitment: "",
    seedHex: "",
    createdAt: new Date(0),
  };
}

describe("Q27 secrecy of dry runs", () => {
  // Dry runs (src/games/dryRun.ts) may show only what the side could know: the answer to an order
  // is the same whether or not a hidden fact holds (hidden strengths, which block is where, the hand).
  it("a side's dry-run answer is the same for two states it cannot tell apart (1,000 random states)", { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.nat(), fc.nat(), (seed, at, pick, change) => {
        const { states } = playedGame(seed);
        const state = states[at % states.length] as GameState;
        const decisions = pendingDecisions(state);
        if (decisions.length === 0) return;
        const rng = createPrng(pick);
        const decision = rng.pick(decisions);
        const order = randomOrder(state, decision, rng);
        const changed = perturb(state, decision.side, createPrng(change));
        expect(canonicalJson(viewFor(changed, decision.side))).toBe(canonicalJson(viewFor(state, decision.side)));
        const answer = canonicalJson(dryRun(loaded(state), decision.side, order));
        const other = canonicalJson(dryRun(loaded(changed), decision.side, order));
        if (answer !== other) throw new Error(`${decision.side} can tell the states apart by a dry run of ${JSON.stringify(order)}:\n${answer}\n${other}`);
      }),
      { numRuns: 1000 },
    );
  });
});

interface CommittedGame {
  seed: Uint8Array;
  /** Each state reached, with the dice log as it stood then. */
  moments: { state: GameState; log: DiceLogEntry[] }[];
}

const committedCache = new Map<number, CommittedGame>();

/** A random game on the committed stream, as the server plays it, with a seed the test knows. */
function committedGame(n: number): CommittedGame {
  const cached = committedCache.get(n);
  if (cached) return cached;
  const seed = new Uint8Array(createHash("sha256").update(`secrecy ${n}`).digest());
  const stream = { seed, gameId: `secrecy-${n}`, nonces: { england: `e${n}`, scotland: `s${n}` } };
  const log: DiceLogEntry[] = [];
  const source = (startCounter: number) => createCommittedSource({ ...stream, startCounter });
  const rng = createPrng(n);
  let dice = source(0);
  const created = newGame({ scenario: SCENARIOS[n % SCENARIOS.length] as ScenarioId }, dice);
  log.push(...dice.log);
  let state = created.state;
  const moments = [{ state, log: log.slice() }];
  for (let i = 0; i < 600 && !state.winner; i++) {
    const decision = rng.pick(pendingDecisions(state));
    dice = source(log.length);
    const result = applyOrder(state, decision.side, randomOrder(state, decision, rng), dice);
    if (!result.ok) throw new Error(result.error.message);
    log.push(...dice.log);
    state = result.state;
    moments.push({ state, log: log.slice() });
  }
  const game = { seed, moments };
  committedCache.set(n, game);
  return game;
}

/** The seed in every spelling a careless serialiser might use. */
function spellings(seed: Uint8Array): string[] {
  const bytes = Buffer.from(seed);
  return [seedToHex(seed), seedToHex(seed).toUpperCase(), bytes.toString("base64"), bytes.toString("base64url"), bytes.toString("base64").slice(0, 24)];
}

describe("issue 9: the host's view holds no seed", () => {
  it("the host (referee) view and its dice log never hold the seed (1,000 random states)", { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(), (n, at) => {
        const { seed, moments } = committedGame(n);
        const { state, log } = moments[at % moments.length] as (typeof moments)[number];
        const viewer = viewerOf("host");
        const shown = canonicalJson({ view: viewFor(state, viewer), dice: log.map((entry) => diceEntryFor(entry, viewer)) });
        for (const spelling of spellings(seed)) expect(shown).not.toContain(spelling);
      }),
      { numRuns: 1000 },
    );
  });
});

/** Block ids an event names, wherever it names them. */
function mentioned(event: GameEvent): BlockId[] {
  const ids: BlockId[] = [];
  const visit = (value: unknown, key: string): void => {
    if (typeof value === "string" && (key === "block" || key === "noble" || key === "blocks") && (BLOCK_IDS as readonly string[]).includes(value)) ids.push(value as BlockId);
    else if (Array.isArray(value)) for (const v of value) visit(v, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(event, "");
  return ids;
}

describe("Q27 secrecy of events", () => {
  it("no event a side may see names a hidden non-noble block of the other side", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom<Side>("england", "scotland"), (seed, viewer) => {
        const { events } = playedGame(seed);
        const revealed = new Set<BlockId>();
        for (const e of eventsFor(events, viewer)) {
          if (e.type === "battle-started") {
            revealed.clear();
            for (const x of e.engaged) revealed.add(x.block);
          }
          if (e.type === "reserves-joined") for (const x of e.blocks) revealed.add(x.block);
          for (const id of mentioned(e)) {
            const info = blockInfo(id);
            if (info.type === "noble" || info.side === viewer || revealed.has(id)) continue;
            throw new Error(`${viewer} may see ${e.type} naming ${id}: ${JSON.stringify(e)}`);
          }
        }
      }),
      { numRuns: 24 },
    );
  });

  it("the opponent's hand and chosen card never reach a side", () => {
    const { events } = playedGame(2);
    for (const viewer of ["england", "scotland"] as const) {
      for (const e of eventsFor(events, viewer)) {
        if (e.type === "hand-dealt" && e.side !== viewer) expect(e).not.toHaveProperty("cards");
      }
    }
  });
});
