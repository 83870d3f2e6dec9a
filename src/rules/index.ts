// The engine, usable alone: `import { newGame, pendingDecisions, applyOrder } from "hots-judge/rules"`.

export { applyOrder, copyState, newGame, pendingDecisions, resolveBids } from "./engine.js";
export type { ApplyResult, Bid, BidResult, GameSetup, NewGame } from "./engine.js";
export { position, PositionError, POSITION_POINTS } from "./position.js";
export type { Position, PositionBattle, PositionPoint, PositionSpec } from "./position.js";
export type { Decision, DecisionKind } from "./decisions.js";
export type { IllegalOrder, IllegalReason } from "./errors.js";
export type { GameEvent, EventType } from "./events.js";
export type { BuildArea, BlockMove, CardKey, MoveLeg, MovementStep, Order, OrderType, RallyMove, StepGrant } from "./orders.js";
export { CARD_KEYS } from "./orders.js";
export type { DrawPurpose, RandomSource, Visibility } from "./random.js";
export { SIDES, enemyOf, type Side } from "./sides.js";
export { OPTION_IDS, STATE_FORMAT, type GameState, type OptionId, type Victory } from "./state.js";
export * as data from "./data/index.js";
export { defaultOrder } from "./defaults.js";
