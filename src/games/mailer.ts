// The mail a game's changes cause, as a port: src/mail implements it; the use cases write what it
// returns in the same transaction as the change (DESIGN "Email"), and work without it.
import type { Language } from "../i18n/languages.js";
import type { DiceLogEntry } from "../dice/index.js";
import type { GameEvent } from "../rules/events.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";
import type { NewMail, Store } from "../store/index.js";
import type { InviteMailer } from "./create.js";
import type { GameClock } from "./deadlines/clock.js";
import type { LoadedGame } from "./game.js";

export interface AcceptedOrder {
  store: Store;
  /** The game before the order. */
  game: LoadedGame;
  side: Side;
  order: Order;
  stateHash: string;
  next: GameState;
  events: readonly GameEvent[];
  dice: readonly DiceLogEntry[];
  /** The game's deadline clock after the order: the due time each mail shows (issue 8, item 1). */
  clock?: GameClock | null;
  /** What the server told with the order (a default applied, a warning, a policy answer): in the same mail. */
  notices?: readonly GameEvent[];
  /** What the earlier steps of the same adjudication told, their mail held (src/games/heldMail.ts): first in the mail. */
  earlier?: readonly GameEvent[];
  /**
   * The whole adjudication this order ends: the state before its first step and the sides that gave
   * its orders (this one's included). A side has a new decision when it answered or its decision changed.
   */
  adjudication?: { before: GameState; acted: readonly Side[] };
  /** The side whose mail answers this order itself (an order by mail): its part is held for that answer. */
  answeredByMail?: Side;
}

/** What held steps told, mailed on its own when the step that should have carried it never came. */
export interface HeldTold {
  store: Store;
  /** The game as it is now: the mail shows it. */
  game: LoadedGame;
  events: readonly GameEvent[];
}

export interface NewGameMail {
  gameId: string;
  state: GameState;
  events: readonly GameEvent[];
  emails: Partial<Record<Side, string>>;
  commitment: string;
  scenario: string;
  options: readonly string[];
  /** Each side's language (docs/languages.md); English when absent. */
  languages?: Partial<Record<Side, Language>>;
  /** The clock the game starts with: the first due time each mail shows. */
  clock?: GameClock | null;
  /** What the server told with the order (a default applied, a warning, a policy answer): in the same mail. */
  notices?: readonly GameEvent[];
}

export interface DeadlineReminder {
  store: Store;
  /** The game before the reminder; the reminder moves it one version on. */
  game: LoadedGame;
  /** The clock after the reminder. */
  clock: GameClock;
  sides: readonly Side[];
  emails: Partial<Record<Side, string>>;
}

export interface GameMailer {
  afterOrder(accepted: AcceptedOrder): Promise<NewMail[]>;
  /** Each side's invite, mailed to its player at creation (issue 9): the host never sees it. */
  invite: InviteMailer;
  /** The first mail of each side once both seats are claimed and the game is set up. */
  afterSetUp(game: NewGameMail): NewMail[];
  /** Issue 8, item 2: a reminder to each side still to decide, written with the reminder event. */
  reminder?(reminder: DeadlineReminder): NewMail[];
  /** Issue 8, item 5: held mail whose adjudication stopped early (src/games/policies.ts). */
  told?(held: HeldTold): Promise<NewMail[]>;
}
