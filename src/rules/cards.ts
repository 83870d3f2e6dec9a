// 3.0 cards: the deal, the secret simultaneous play, initiative; the Game Turn sequence around them.

import { CARDS, card, type Card } from "./data/index.js";
import { emit, hasOption, type Ctx } from "./board.js";
import type { Decision } from "./decisions.js";
import { illegal } from "./errors.js";
import { popStep, schedule, type StepHandler } from "./flow.js";
import { CARD_KEYS, type CardKey, type Order } from "./orders.js";
import { shuffle } from "./random.js";
import { SIDES, enemyOf, type Side } from "./sides.js";
import type { GameState, Step } from "./state.js";

const CARD_KEY_BY_ID = new Map<number, CardKey>(CARDS.map((c) => [c.id, c.kind === "event" ? c.event : (`move${c.moves}` as CardKey)]));

export function cardKey(id: number): CardKey {
  const key = CARD_KEY_BY_ID.get(id);
  if (key === undefined) throw new Error(`unknown card ${id}`);
  return key;
}

export function isEvent(id: number): boolean {
  return card(id).kind === "event";
}

export function moveValue(id: number): number {
  const c: Card = card(id);
  return c.kind === "move" ? c.moves : 0;
}

/** VAR-123: more than one 3, more than two events or more than three 1s forces a redeal. */
function needsRedeal(hand: number[]): boolean {
  const keys = hand.map(cardKey);
  const threes = keys.filter((k) => k === "move3").length;
  const ones = keys.filter((k) => k === "move1").length;
  const events = hand.filter(isEvent).length;
  return threes > 1 || events > 2 || ones > 3;
}

/** 3.1 / 7.8 shuffle all 25 cards and deal 5 to each player. */
function deal(ctx: Ctx): void {
  const { s } = ctx;
  for (let attempt = 0; ; attempt++) {
    const deck = shuffle(CARDS.map((c) => c.id), ctx.rng, "deal", "referee");
    // Hands, like every part an order's copy shares with the state before (copy.ts), are replaced, never changed in place.
    s.hands = { ...s.hands, england: deck.slice(0, 5).sort((a, b) => a - b), scotland: deck.slice(5, 10).sort((a, b) => a - b) };
    if (!hasOption(s, "VAR-123") || !(needsRedeal(s.hands.england) || needsRedeal(s.hands.scotland))) break;
    if (attempt > 1000) break;
    emit(ctx, { type: "hands-redealt", reason: "VAR-123" });
  }
  for (const side of SIDES) {
    emit(ctx, { type: "hand-dealt", side, cards: s.hands[side].slice(), secret: { from: enemyOf(side), fields: ["cards"] } });
  }
}

export const yearStart: StepHandler<Extract<Step, { t: "year-start" }>> = {
  run(ctx) {
    const { s } = ctx;
    popStep(s);
    emit(ctx, { type: "year-started", year: s.year });
    s.turn = 0;
    s.playedThisYear = { england: [], scotland: [] };
    deal(ctx);
    schedule(s, { t: "next-turn" });
    return "continue";
  },
  decide: () => [],
  apply: () => illegal("no-decision", "3.1", "nothing to decide"),
};

function bothPlayedEvents(s: GameState): boolean {
  return s.played.england !== null && s.played.scotland !== null && isEvent(s.played.england) && isEvent(s.played.scotland);
}

/** Starts the next Game Turn, or ends the Year (7.0: after turn 5 or two events). */
export const nextTurn: StepHandler<Extract<Step, { t: "next-turn" }>> = {
  run(ctx) {
    const { s } = ctx;
    popStep(s);
    if (s.turn >= 5 || (s.turn > 0 && bothPlayedEvents(s))) {
      emit(ctx, { type: "year-ended", year: s.year, reason: s.turn >= 5 ? "five-turns" : "two-events" });
      s.hands = { england: [], scotland: [] };
      s.turn = 0;
      s.p1 = null;
      s.played = { england: null, scotland: null };
      schedule(s, { t: "winter", w: 1 });
      return "continue";
    }
    s.turn += 1;
    s.p1 = null;
    s.played = { england: null, scotland: null };
    s.chosen = { england: null, scotland: null };
    s.moved = [];
    s.contests = [];
    s.truceAgainst = null;
    schedule(s, { t: "card-play" });
    return "continue";
  },
  decide: () => [],
  apply: () => illegal("no-decision", "3.1", "nothing to decide"),
};

function handKeys(s: GameState, side: Side): CardKey[] {
  const keys = new Set(s.hands[side].map(cardKey));
  return CARD_KEYS.filter((k) => keys.has(k));
}

/** 3.1 each player secretly chooses one card; both are revealed together. */
export const cardPlay: StepHandler<Extract<Step, { t: "card-play" }>> = {
  run(ctx) {
    const { s } = ctx;
    if (s.chosen.england !== null && s.chosen.scotland !== null) {
      popStep(s);
      schedule(s, { t: "resolve-cards" });
      return "continue";
    }
    return "wait";
  },
  decide(s) {
    const out: Decision[] = [];
    for (const side of SIDES) {
      if (s.chosen[side] !== null) continue;
      const cards = handKeys(s, side);
      const only: Order | undefined = cards.length === 1 ? { type: "play", card: cards[0] as CardKey } : undefined;
      out.push({ kind: "play-card", side, rule: "3.1", cards, ...(only ? { only } : {}) });
    }
    return out;
  },
  apply(ctx, _step, side, order) {
    const { s } = ctx;
    if (order.type !== "play") illegal("wrong-order-type", "3.1", "a card must be played");
    if (s.chosen[side] !== null) illegal("not-your-decision", "3.1", `${side} has already chosen a card`);
    const id = s.hands[side].find((c) => cardKey(c) === order.card);
    if (id === undefined) illegal("not-in-hand", "3.1", `${order.card} is not in ${side}'s hand`);
    s.chosen = { ...s.chosen, [side]: id };
    emit(ctx, { type: "card-chosen", side });
  },
};

/** 3.1 / 3.12 reveal, initiative and the shape of the turn. */
export const resolveCards: StepHandler<Extract<Step, { t: "resolve-cards" }>> = {
  run(ctx) {
    const { s } = ctx;
    popStep(s);
    const england = s.chosen.england as number;
    const scotland = s.chosen.scotland as number;
    s.played = { england, scotland };
    s.chosen = { england: null, scotland: null };
    for (const side of SIDES) {
      const id = s.played[side] as number;
      s.hands = { ...s.hands, [side]: s.hands[side].filter((c) => c !== id) };
      s.playedThisYear = { ...s.playedThisYear, [side]: [...s.playedThisYear[side], id] };
    }
    const eventE = isEvent(england);
    const eventS = isEvent(scotland);
    let p1: Side;
    if (eventE && eventS) p1 = "england"; // Q1: ties favour England
    else if (eventE) p1 = "england";
    else if (eventS) p1 = "scotland";
    else p1 = moveValue(scotland) > moveValue(england) ? "scotland" : "england";
    s.p1 = p1;
    emit(ctx, { type: "cards-revealed", england, scotland, p1 });
    const p2 = enemyOf(p1);
    if (eventE && eventS) {
      // 3.12 both events: England then Scotland, no Move or Battle Phase, then the Year ends.
      schedule(s, { t: "event", side: "england" }, { t: "event", side: "scotland" }, { t: "turn-end" });
    } else if (eventE || eventS) {
      schedule(s, { t: "event", side: p1 }, { t: "movement", side: p2 }, { t: "battle-phase" }, { t: "turn-end" });
    } else {
      schedule(s, { t: "movement", side: p1 }, { t: "movement", side: p2 }, { t: "battle-phase" }, { t: "turn-end" });
    }
    return "continue";
  },
  decide: () => [],
  apply: () => illegal("no-decision", "3.1", "nothing to decide"),
};
