// Default orders on a deadline: the table "Decisions we expect the engine to ask" (DESIGN.md), one
// pure function per decision kind. Each answers the decision as the engine now asks it, legally;
// docs/deadlines.md lists them for players.

import { byBlockOrder, byMapOrder, type AreaName, type BlockId } from "./data/index.js";
import type { Decision, DecisionKind } from "./decisions.js";
import { applyOrder } from "./engine.js";
import type { BlockMove, CardKey, Order, StepGrant } from "./orders.js";
import type { RandomSource } from "./random.js";
import type { GameState } from "./state.js";

type DecisionOf<K extends DecisionKind> = Extract<Decision, { kind: K }>;
type DefaultOf<K extends DecisionKind> = (state: GameState, d: DecisionOf<K>) => Order;

/** Legality checks on a scratch copy draw no real dice: every draw is 0. */
const SCRATCH_DICE: RandomSource = { next: () => 0 };

const MOVE_CARDS: readonly CardKey[] = ["move1", "move2", "move3"];
const EVENT_CARDS: readonly CardKey[] = ["herald", "pillage", "sea_move", "truce", "victuals"];

/** 3.1 the lowest Move card; with none, an event card, whose event then defaults to pass. */
export const defaultCardPlay: DefaultOf<"play-card"> = (_s, d) => {
  const card = MOVE_CARDS.find((c) => d.cards.includes(c)) ?? EVENT_CARDS.find((c) => d.cards.includes(c)) ?? d.cards[0];
  if (card === undefined) throw new Error("a card play with no card in hand");
  return { type: "play", card };
};

/** 6.1 / event cards: no coronation and no event. */
export const defaultEvent: DefaultOf<"event"> = () => ({ type: "pass" });

/** 5.41 / C1 the first outcome in the engine's fixed order. */
export const defaultHits: DefaultOf<"assign-hits"> = (_s, d) => {
  const outcome = d.outcomes[0];
  if (outcome === undefined) throw new Error("a hit decision with no outcome");
  return { type: "hits", blocks: outcome };
};

/** EV-PILLAGE stolen steps spread one at a time to the block missing the most, ties in block order. */
export const defaultPillageSteps: DefaultOf<"pillage-steps"> = (_s, d) => {
  const room = new Map(d.blocks.map((b) => [b.block, b.room]));
  const given = new Map<BlockId, number>();
  for (let i = 0; i < d.steps; i++) {
    const open = [...room].filter(([, r]) => r > 0).sort(([a, ra], [b, rb]) => rb - ra || byBlockOrder(a, b));
    const pick = open[0];
    if (pick === undefined) break;
    room.set(pick[0], pick[1] - 1);
    given.set(pick[0], (given.get(pick[0]) ?? 0) + 1);
  }
  const steps: StepGrant[] = [...given].map(([block, n]) => ({ block, steps: n }));
  return { type: "steps", steps };
};

/** 4.0 no movement. */
export const defaultMovement: DefaultOf<"movement"> = () => ({ type: "move", moves: [] });

/** 5.1 the first contested area in map order. */
export const defaultBattle: DefaultOf<"choose-battle"> = (_s, d) => {
  const area = [...d.areas].sort(byMapOrder)[0];
  if (area === undefined) throw new Error("a battle choice with no area");
  return { type: "battle", area };
};

/** 5.31 every block fires: a whole-step order, legal whichever blocks the step lists. */
export const defaultCombat: DefaultOf<"combat-turn"> = (_s, d) => ({
  type: "combat",
  actions: d.blocks.map((b) => ({ block: b.block, act: "fire" as const })),
});

/**
 * 5.3 / 5.5 each block to its first legal destination, in map order; a destination that border
 * limits already closed (checked on a scratch copy) gives way to the next. A retreat into a neutral
 * coastal area makes it friendly (4.5), so a Norse listed with nowhere to go may then follow, and
 * must (5.3): blocks left behind try the areas the others retreated to, until none can follow.
 */
export const defaultRetreat: DefaultOf<"forced-retreat"> = (s, d) => {
  const moves: BlockMove[] = [];
  const fits = (block: BlockId, to: AreaName): boolean => {
    const result = applyOrder(s, d.side, { type: "retreat", moves: [...moves, { block, to }] }, SCRATCH_DICE);
    return result.ok || result.error.code === "incomplete";
  };
  for (const c of d.blocks) {
    const to = [...c.to].sort(byMapOrder).find((area) => fits(c.block, area));
    if (to) moves.push({ block: c.block, to });
  }
  for (let followed = true; followed; ) {
    followed = false;
    const opened = [...new Set(moves.map((m) => m.to))].sort(byMapOrder);
    for (const c of d.blocks) {
      if (moves.some((m) => m.block === c.block)) continue;
      const to = opened.find((area) => fits(c.block, area));
      if (to) {
        moves.push({ block: c.block, to });
        followed = true;
      }
    }
  }
  return { type: "retreat", moves };
};

/** 5.6 no regroup. */
export const defaultRegroup: DefaultOf<"regroup"> = () => ({ type: "regroup", moves: [] });

/** 6.5 border raid: the weakest listed block, ties in block order. */
export const defaultRaid: DefaultOf<"raid-attrition"> = (s, d) => {
  const block = [...d.blocks].sort((a, b) => s.blocks[a].strength - s.blocks[b].strength || byBlockOrder(a, b))[0];
  if (block === undefined) throw new Error("a border raid with no block");
  return { type: "raid", block };
};

/** 7.1 the first home listed. */
export const defaultNobleHome: DefaultOf<"noble-home"> = (_s, d) => {
  const area: AreaName | undefined = d.homes[0];
  if (area === undefined) throw new Error("a noble going home with no home");
  return { type: "home", area };
};

function preferred<T>(choices: readonly T[], wanted: T): T {
  const choice = choices.includes(wanted) ? wanted : choices[0];
  if (choice === undefined) throw new Error("a winter decision with no choice");
  return choice;
}

/** 7.2 Moray stays. */
export const defaultMoray: DefaultOf<"moray-winter"> = (_s, d) => ({ type: "moray", choice: preferred(d.choices, "stay") });
/** 7.2 the Scottish King stays. */
export const defaultKing: DefaultOf<"king-winter"> = (_s, d) => ({ type: "king", choice: preferred(d.choices, "stay") });
/** 7.4 Edward disbands. */
export const defaultEdward: DefaultOf<"edward-winter"> = (_s, d) => ({ type: "edward", choice: preferred(d.choices, "disband") });
/** 7.2 Wallace goes to Selkirk. */
export const defaultWallace: DefaultOf<"wallace-winter"> = (_s, d) => ({ type: "wallace", choice: preferred(d.choices, "selkirk") });

/** 7.3 / 7.5 the weakest of each area's excess blocks, ties in block order; nothing voluntary. */
export const defaultDisband: DefaultOf<"disband"> = (s, d) => {
  const blocks: BlockId[] = [];
  for (const r of d.required) {
    const weakest = [...r.from].sort((a, b) => s.blocks[a].strength - s.blocks[b].strength || byBlockOrder(a, b));
    blocks.push(...weakest.slice(0, r.count));
  }
  return { type: "disband", blocks };
};

/** 7.6 no builds. */
export const defaultBuilds: DefaultOf<"builds"> = () => ({ type: "build", areas: [] });

const DEFAULTS: { [K in DecisionKind]: DefaultOf<K> } = {
  "play-card": defaultCardPlay,
  event: defaultEvent,
  "assign-hits": defaultHits,
  "pillage-steps": defaultPillageSteps,
  "choose-battle": defaultBattle,
  movement: defaultMovement,
  "combat-turn": defaultCombat,
  "forced-retreat": defaultRetreat,
  regroup: defaultRegroup,
  "raid-attrition": defaultRaid,
  "noble-home": defaultNobleHome,
  "moray-winter": defaultMoray,
  "king-winter": defaultKing,
  "edward-winter": defaultEdward,
  "wallace-winter": defaultWallace,
  disband: defaultDisband,
  builds: defaultBuilds,
};

/** The order a deadline applies for a pending decision (DESIGN "Default on deadline"). */
export function defaultOrder(state: GameState, d: Decision): Order {
  if (d.only) return d.only;
  return (DEFAULTS[d.kind] as (s: GameState, d: Decision) => Order)(state, d);
}
