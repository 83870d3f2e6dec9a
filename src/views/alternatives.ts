// States a side cannot tell from the real one (Q27): the same view, other hidden facts. The enemy's
// blocks standing upright on the map or in its pool may be other blocks, at other strengths; its
// hand and chosen card may be other cards. A dry run (src/games/dryRun.ts) plays an order in these
// too: an outcome that differs between them depends on what the side may not know.
import { BLOCK_IDS, CARDS, blockInfo, type BlockId } from "../rules/data/index.js";
import { onMap } from "../rules/board.js";
import { cardKey } from "../rules/cards.js";
import { enemyOf, type Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";

/** A small deterministic generator: the alternatives are the same for every call on one state. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = (n: number): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[next(items.length)] as T };
}

/** Blocks in the battle being fought or waiting in reserve are revealed or counted: they stay as they are. */
function inBattleLists(s: GameState, id: BlockId): boolean {
  const b = s.battle;
  if (b && (b.engaged.includes(id) || b.reserves.includes(id) || b.revealed.includes(id))) return true;
  return s.contests.some((c) => c.reserves.includes(id));
}

type Strengths = "weakest" | "strongest" | "random";
/** The enemy's hand: random cards, cards of one kind only (a decision with one choice), or of as many kinds as can be. */
type Hand = "random" | "one-kind" | "many-kinds";

/** `size` cards out of `unknown` for the enemy's hand, as `kind` asks (random where it cannot). */
function handOf(unknown: readonly number[], size: number, kind: Hand, rng: ReturnType<typeof generator>): number[] {
  const byKey = new Map<string, number[]>();
  for (const id of unknown) byKey.set(cardKey(id), [...(byKey.get(cardKey(id)) ?? []), id]);
  if (kind === "one-kind") {
    const fitting = [...byKey.values()].filter((ids) => ids.length >= size);
    if (fitting.length > 0) return rng.pick(fitting).slice(0, size);
  }
  if (kind === "many-kinds") {
    const firsts = [...byKey.values()].map((ids) => ids[0] as number);
    const rest = unknown.filter((id) => !firsts.includes(id));
    return [...firsts, ...rest].slice(0, size);
  }
  const hand: number[] = [];
  while (hand.length < size) {
    const c = rng.pick(unknown);
    if (!hand.includes(c)) hand.push(c);
  }
  return hand;
}

function alternative(s: GameState, viewer: Side, strengths: Strengths, seed: number, swaps: number, handKind: Hand = "random"): GameState {
  const out = structuredClone(s);
  const enemy = enemyOf(viewer);
  const rng = generator(seed);
  const swappable = BLOCK_IDS.filter((id) => {
    const b = out.blocks[id];
    if (b.side !== enemy || blockInfo(id).type === "noble" || inBattleLists(out, id)) return false;
    return onMap(b.at) || b.at === "pool";
  });
  for (let i = 0; i < swaps && swappable.length >= 2; i++) {
    const a = out.blocks[rng.pick(swappable)];
    const b = out.blocks[rng.pick(swappable)];
    [a.at, b.at] = [b.at, a.at];
    for (const x of [a, b]) x.strength = onMap(x.at) ? 1 : 0;
  }
  for (const id of BLOCK_IDS) {
    const b = out.blocks[id];
    if (b.side !== enemy || !onMap(b.at) || inBattleLists(out, id)) continue;
    const max = blockInfo(id).maxSteps;
    b.strength = strengths === "weakest" ? 1 : strengths === "strongest" ? max : 1 + rng.next(max);
  }
  const known = new Set([...out.hands[viewer], ...out.playedThisYear.england, ...out.playedThisYear.scotland]);
  const unknown = CARDS.map((c) => c.id).filter((id) => !known.has(id));
  const size = out.hands[enemy].length;
  if (unknown.length >= size) {
    const hand = handOf(unknown, size, handKind, rng);
    out.hands[enemy] = hand.sort((x, y) => x - y);
    if (out.chosen[enemy] !== null) out.chosen[enemy] = rng.pick(hand);
  }
  return out;
}

/**
 * A few states `viewer` cannot tell from `s`: every hidden enemy strength at its least, at its
 * most, and some with other blocks in the hidden places and other cards in the enemy's hand.
 */
export function indistinguishableStates(s: GameState, viewer: Side): GameState[] {
  return [
    alternative(s, viewer, "weakest", 1, 0, "one-kind"),
    alternative(s, viewer, "strongest", 2, 0, "many-kinds"),
    ...[3, 4, 5, 6].map((seed) => alternative(s, viewer, "random", seed, 2 + (seed % 3))),
  ];
}
