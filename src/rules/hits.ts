// 5.41 battle hits: one at a time to the strongest block; the owner chooses among ties.
// OPT-FOCUS-FIRE: all hits of one firing go to one strongest block; the excess is lost.

import { byBlockOrder, type BlockId } from "./data/index.js";

export interface Target {
  block: BlockId;
  strength: number;
}

/** Blocks that may take the next hit: the highest current strength. */
export function strongest(targets: readonly Target[]): BlockId[] {
  let max = 0;
  for (const t of targets) max = Math.max(max, t.strength);
  return targets.filter((t) => t.strength === max && max > 0).map((t) => t.block);
}

/** Replays a hit list; returns the error index or -1. A block at 0 leaves the targets. */
export function firstIllegalHit(targets: readonly Target[], hits: readonly BlockId[]): number {
  const live = targets.map((t) => ({ ...t }));
  for (let i = 0; i < hits.length; i++) {
    const allowed = strongest(live);
    if (!allowed.includes(hits[i] as BlockId)) return i;
    const t = live.find((x) => x.block === hits[i]);
    if (!t) return i;
    t.strength -= 1;
    if (t.strength === 0) live.splice(live.indexOf(t), 1);
  }
  return -1;
}

/** How many hits can land: hits beyond the enemy's total steps are lost. */
export function effectiveHits(targets: readonly Target[], hits: number): number {
  return Math.min(hits, targets.reduce((n, t) => n + t.strength, 0));
}

/**
 * Every distinct result of assigning `hits` hits (a canonical hit list per result, sorted by block),
 * so a decision can enumerate its legal choices and be skipped when only one exists.
 */
export function hitOutcomes(targets: readonly Target[], hits: number): BlockId[][] {
  const n = effectiveHits(targets, hits);
  const forced = forcedHits(targets, n);
  if (forced) return [forced];
  const seen = new Map<string, BlockId[]>();
  const walk = (live: Target[], taken: BlockId[]): void => {
    if (taken.length === n || live.length === 0) {
      const sorted = taken.slice().sort(byBlockOrder);
      seen.set(sorted.join(","), sorted);
      return;
    }
    for (const block of strongest(live)) {
      const next = live.map((t) => (t.block === block ? { ...t, strength: t.strength - 1 } : t)).filter((t) => t.strength > 0);
      walk(next, [...taken, block]);
    }
  };
  walk(targets.map((t) => ({ ...t })), []);
  return [...seen.values()].map((list) => orderForReplay(targets, list));
}

/**
 * The one outcome of `n` hits when no tie for strongest ever arises (the usual case), else null:
 * the hit list walking every choice would find alone, without the walk.
 */
function forcedHits(targets: readonly Target[], n: number): BlockId[] | null {
  const live = targets.map((t) => ({ ...t }));
  const taken: BlockId[] = [];
  while (taken.length < n && live.length > 0) {
    let max = 0;
    let at = -1;
    let ties = 0;
    for (let i = 0; i < live.length; i++) {
      const strength = (live[i] as Target).strength;
      if (strength > max) {
        max = strength;
        at = i;
        ties = 1;
      } else if (strength === max && max > 0) ties += 1;
    }
    if (ties !== 1) return null;
    const t = live[at] as Target;
    taken.push(t.block);
    t.strength -= 1;
    if (t.strength === 0) live.splice(at, 1);
  }
  return taken;
}

/** Puts a multiset of hits into an order that replays legally (strongest first each time). */
export function orderForReplay(targets: readonly Target[], multiset: readonly BlockId[]): BlockId[] {
  const remaining = new Map<BlockId, number>();
  for (const b of multiset) remaining.set(b, (remaining.get(b) ?? 0) + 1);
  const live = targets.map((t) => ({ ...t }));
  const out: BlockId[] = [];
  while (out.length < multiset.length) {
    const pick = strongest(live).find((b) => (remaining.get(b) ?? 0) > 0);
    if (!pick) break;
    remaining.set(pick, (remaining.get(pick) ?? 0) - 1);
    out.push(pick);
    const t = live.find((x) => x.block === pick) as Target;
    t.strength -= 1;
    if (t.strength === 0) live.splice(live.indexOf(t), 1);
  }
  return out;
}

/** OPT-FOCUS-FIRE outcomes: one block takes min(hits, its strength). */
export function focusOutcomes(targets: readonly Target[], hits: number): BlockId[][] {
  return strongest(targets).map((block) => {
    const t = targets.find((x) => x.block === block) as Target;
    return Array.from({ length: Math.min(hits, t.strength) }, () => block);
  });
}
