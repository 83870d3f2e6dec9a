// Orders: each answers one pending decision (DESIGN "The engine contract").

import type { AreaName, BlockId } from "./data/index.js";
import type { CombatAction, KingCandidate } from "./state.js";

/** Cards are named by what they are: move cards of one value are interchangeable. */
export type CardKey = "herald" | "pillage" | "sea_move" | "truce" | "victuals" | "move1" | "move2" | "move3";
export const CARD_KEYS: readonly CardKey[] = ["move1", "move2", "move3", "herald", "pillage", "sea_move", "truce", "victuals"];

export interface StepGrant {
  block: BlockId;
  steps: number;
}

export interface BlockMove {
  block: BlockId;
  to: AreaName;
}

/** One leg of a movement order: blocks that all follow one path (origin first). */
export interface MoveLeg {
  path: AreaName[];
  blocks: BlockId[];
}

/** OPT-RALLY: one rally (1 MP) made of legs that all end at the rally leader's area. */
export interface RallyMove {
  rally: MoveLeg[];
}

export type MovementStep = MoveLeg | RallyMove;

export interface BuildArea {
  area: AreaName;
  /** Steps added to blocks already in the area. */
  steps: StepGrant[];
  /** One entry per draw (7.61): extra steps for the drawn block ("draw+1"). */
  draws: number[];
  /** 7.61 sea reinforcements: where a Norse or French Knights drawn here (inland) lands. */
  sea?: AreaName;
}

export type Order =
  | { type: "play"; card: CardKey }
  | { type: "pass" }
  | { type: "crown"; king: KingCandidate }
  | { type: "truce" }
  | { type: "herald"; noble: BlockId }
  | { type: "pillage"; target: AreaName; from: AreaName }
  | { type: "sea-move"; from: AreaName; to: AreaName; blocks: BlockId[] }
  | { type: "victuals"; area: AreaName; steps: StepGrant[] }
  | { type: "hits"; blocks: BlockId[] }
  | { type: "steps"; steps: StepGrant[] }
  | { type: "battle"; area: AreaName }
  | { type: "move"; moves: MovementStep[] }
  | { type: "combat"; actions: CombatAction[] }
  | { type: "retreat"; moves: BlockMove[] }
  | { type: "regroup"; moves: BlockMove[] }
  | { type: "raid"; block: BlockId }
  | { type: "home"; area: AreaName }
  | { type: "moray"; choice: "stay" | "home" | "disband" }
  | { type: "king"; choice: "stay" | "disband" | AreaName }
  | { type: "edward"; choice: "winter" | "disband" }
  | { type: "wallace"; choice: "selkirk" | "stay" | "disband" }
  | { type: "disband"; blocks: BlockId[] }
  /** C4: all builds in one order, or several with `more` and a final one without it (`build none` = done). */
  | { type: "build"; areas: BuildArea[]; more?: true }
  /** Either side may resign at any time while the game runs; the other side wins. */
  | { type: "resign" };

export type OrderType = Order["type"];
export type OrderOf<T extends OrderType> = Extract<Order, { type: T }>;
