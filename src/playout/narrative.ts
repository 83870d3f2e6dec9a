// The referee's narrative: engine events as plain English, grouped under a heading per turn.
// It shows everything, secrets included; what each side may see is decided in src/views/.

import { CARDS, blockInfo, card, type BlockId } from "../rules/data/index.js";
import type { GameEvent, EventType } from "../rules/events.js";
import type { Side } from "../rules/sides.js";
import type { Victory } from "../rules/state.js";
import { formatOrder } from "../orders/text.js";

/** Events with no line of their own: a new Year shows as its heading; a chosen card shows when revealed. */
export const SILENT_EVENTS: readonly EventType[] = ["year-started", "card-chosen"];

const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };
const SIDE_ADJECTIVE: Record<Side, string> = { england: "English", scotland: "Scottish" };

const KING_NAME: Record<string, string> = { bruce: "Bruce", comyn: "Comyn", balliol: "Balliol" };

const WINTER_STEP: Record<string, string> = {
  W1: "nobles go home",
  W2: "the Scottish King",
  W3: "English disbanding",
  W4: "Wallace to Selkirk",
  W5: "Scottish disbanding",
  W6: "French Knights and builds",
  W7: "English Feudal Levy",
  W8: "end of the Year",
};

const SWITCH_REASON: Record<string, string> = {
  "6.21": "after the coronation",
  "6.22": "after King Balliol's coronation",
  "EV-HERALD": "at the Herald's call",
  Q8: "after losing his last step to pillage",
  "7.1": "on going home to an enemy-held area",
  "7.12": "on going home to an enemy-held area",
};

const VICTORY_REASON: Record<Victory["reason"], string> = {
  "sudden-death": "by sudden death",
  "scottish-king-killed": "because the Scottish King was killed",
  "edward-ii-killed": "because Edward II was killed",
  majority: "with a majority of the nobles",
  "wallace-tie-break": "on the tie-break (nobles even, Wallace decides)",
  resignation: "because the other side resigned",
};

const name = (id: BlockId): string => blockInfo(id).name;
const names = (ids: readonly BlockId[]): string => ids.map(name).join(", ");
const side = (s: Side): string => SIDE_NAME[s];
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function eventCardName(event: string): string {
  return CARDS.find((c) => c.kind === "event" && c.event === event)?.name ?? event;
}

function forces(list: readonly { block: BlockId; side: Side; strength: number }[], first: Side): string {
  const order: Side[] = first === "england" ? ["england", "scotland"] : ["scotland", "england"];
  return order
    .map((s) => {
      const mine = list.filter((b) => b.side === s);
      return mine.length ? `${side(s)}: ${mine.map((b) => `${name(b.block)} (${b.strength})`).join(", ")}` : null;
    })
    .filter((part): part is string => part !== null)
    .join("; ");
}

/** "England wins by sudden death in 1303". */
export function describeVictory(v: Victory): string {
  return `${side(v.side)} wins ${VICTORY_REASON[v.reason]} in ${v.year}`;
}

/** One line for one event, or null for an event deliberately left silent. */
export function describe(e: GameEvent): string | null {
  switch (e.type) {
    case "game-started":
      return `${e.scenario} begins in ${e.year}.`;
    case "year-started":
      return null;
    case "hand-dealt":
      return `${side(e.side)} is dealt ${e.cards.map((id) => card(id).name).join(", ")}.`;
    case "hands-redealt":
      return `The hands are dealt again (${e.reason}).`;
    case "card-chosen":
      return null;
    case "cards-revealed": {
      const p1 = e.p1 ? ` ${side(e.p1)} is Player 1.` : "";
      return `Cards revealed: England plays ${card(e.england).name}, Scotland plays ${card(e.scotland).name}.${p1}`;
    }
    case "event-passed":
      return `${side(e.side)} passes on the ${eventCardName(e.event)} event.`;
    case "truce":
      return `${side(e.side)} calls a Truce: the enemy may move but not attack this turn.`;
    case "coronation":
      return `${KING_NAME[e.king] ?? e.king} is crowned King of Scots in ${e.area}.`;
    case "herald":
      return `${side(e.side)} sends a Herald to ${name(e.noble)}: rolls ${e.roll}, ${e.success ? "he listens" : "he refuses"}.`;
    case "noble-switched":
      return `${name(e.noble)} joins ${side(e.to)} in ${e.area} at strength ${e.strength} ${SWITCH_REASON[e.rule] ?? `(${e.rule})`}.`;
    case "pillage":
      return `${side(e.side)} pillages ${e.target} from ${e.from}.`;
    case "step-lost":
      return e.strength > 0 ? `${name(e.block)} loses a step to pillage in ${e.area} (now ${e.strength}).` : `${name(e.block)} loses its last step to pillage in ${e.area}.`;
    case "steps-added":
      return `${side(e.side)} adds steps in ${e.area}: ${e.grants.map((g) => `${name(g.block)} +${g.steps}`).join(", ")}.`;
    case "sea-move":
      return `${side(e.side)} moves ${names(e.blocks)} by sea: ${e.from} > ${e.to}.`;
    case "moved":
      return `${side(e.side)} moves ${names(e.blocks)}: ${e.path.join(" > ")} (${e.mp === 0 ? "no further MP" : `${e.mp} MP`}).`;
    case "movement-done":
      return e.mpUsed === 0 ? `${side(e.side)} does not move.` : `${side(e.side)} has used ${e.mpUsed} MP.`;
    case "battle-started": {
      const kind = e.defection ? "Defection battle" : "Battle";
      const reserves = e.reserves.england + e.reserves.scotland > 0 ? ` In reserve: England ${e.reserves.england}, Scotland ${e.reserves.scotland}.` : "";
      return `${kind} in ${e.area}: ${side(e.attacker)} attacks. ${forces(e.engaged, e.attacker)}.${reserves}`;
    }
    case "round-started":
      return `Round ${e.round} in ${e.area} (${side(e.attacker)} attacking).`;
    case "reserves-joined":
      return `Reserves join the battle in ${e.area}: ${forces(e.blocks, "england")}.`;
    case "celtic-roll":
      return `${name(e.block)} rolls ${e.roll} for loyalty: ${e.deserted ? "deserts to the English pool" : "stays and fights"}.`;
    case "fired":
      return `${name(e.block)} (${e.rating}) fires ${plural(e.dice.length, "die", "dice")}: ${e.dice.join(" ")} — ${e.hits === 0 ? "no hits" : plural(e.hits, "hit")}.`;
    case "passed":
      return `${name(e.block)} holds its fire.`;
    case "hit":
      return e.strength > 0 ? `${name(e.block)} takes a hit (now ${e.strength}).` : `${name(e.block)} takes its last hit.`;
    case "eliminated": {
      const where = e.area ? ` in ${e.area}` : "";
      return e.to === "removed"
        ? `${name(e.block)} is killed${where} and removed from the game.`
        : `${name(e.block)} is eliminated${where} and goes to the ${SIDE_ADJECTIVE[e.side]} pool.`;
    }
    case "captured":
      return `${name(e.noble)} is captured and joins ${side(e.to)}.`;
    case "edward-killed":
      return `Edward I is killed in ${e.area}: Edward II goes to the English pool.`;
    case "retreated":
      return `${name(e.block)} retreats from ${e.from} to ${e.to}.`;
    case "control-swapped":
      return `${side(e.attacker)} takes control of the battlefield in ${e.area} and attacks from round 2.`;
    case "battle-won":
      return `${side(e.winner)} wins the battle in ${e.area}.`;
    case "regrouped":
      return `${name(e.block)} regroups from ${e.from} to ${e.to}.`;
    case "raid-attrition":
      return `Border raid: England loses ${name(e.block)} in ${e.from} to the pool.`;
    case "year-ended":
      return e.reason === "five-turns" ? `The ${e.year} Year ends after five turns.` : `The ${e.year} Year ends: both players played events.`;
    case "winter-step":
      return `${e.step} (${e.rule}): ${WINTER_STEP[e.step] ?? "winter"}.`;
    case "noble-home":
      return e.from === e.to ? `Winter: ${name(e.noble)} stays home in ${e.to}.` : `Winter: ${name(e.noble)} goes home to ${e.to}.`;
    case "disbanded":
      return e.voluntary ? `${side(e.side)} disbands ${name(e.block)} in ${e.from}.` : `${side(e.side)} must disband ${name(e.block)} in ${e.from}.`;
    case "wintered":
      return `${name(e.block)} winters in ${e.area}.`;
    case "moved-in-winter":
      return e.from === e.to ? `Winter: ${name(e.block)} stays in ${e.to}.` : `Winter: ${name(e.block)} moves from ${e.from} to ${e.to}.`;
    case "healed":
      return `${name(e.block)} recovers to strength ${e.strength} in ${e.area}.`;
    case "french-knights-available":
      return "The French Knights join the Scottish pool.";
    case "drawn":
      return `${side(e.side)} draws ${name(e.block)} into ${e.area} at strength ${e.strength}.`;
    case "draw-returned":
      return `${name(e.block)}, drawn in ${e.area}, goes back to the pool (${e.rule}).`;
    case "edward-ii":
      return "Edward I dies: Edward II now leads England.";
    case "scored":
      return `Nobles counted: England ${e.england}, Scotland ${e.scotland}.`;
    case "auto-order":
      return `(${side(e.side)} had one choice: ${formatOrder(e.order)})`;
    case "game-over":
      return `Game over: ${describeVictory(e.victory)}.`;
  }
}

interface Position {
  year: number;
  turn: number;
  /** A new Game Turn starts with the next card chosen (or played automatically). */
  awaitingTurn: boolean;
}

/** Moves the position on; returns a heading where one belongs: a new Year, each Game Turn (at its first card), the Winter Turn. */
function heading(e: GameEvent, at: Position): string | null {
  switch (e.type) {
    case "game-started":
      at.year = e.year;
      return "== Set-up ==";
    case "year-started":
      at.year = e.year;
      at.turn = 0;
      at.awaitingTurn = true;
      return `== ${e.year} ==`;
    case "cards-revealed":
      at.awaitingTurn = true;
      return null;
    case "year-ended":
      at.awaitingTurn = false;
      return `== Winter ${e.year} ==`;
    case "card-chosen":
    case "auto-order":
      if (!at.awaitingTurn || (e.type === "auto-order" && e.order.type !== "play")) return null;
      at.awaitingTurn = false;
      at.turn += 1;
      return `== ${at.year}, turn ${at.turn} ==`;
    default:
      return null;
  }
}

/** The whole log as the referee reads it: one line per event that says something, under headings. */
export function narrate(events: readonly GameEvent[]): string[] {
  const lines: string[] = [];
  const at: Position = { year: 0, turn: 0, awaitingTurn: false };
  for (const e of events) {
    const title = heading(e, at);
    if (title) {
      if (lines.length > 0) lines.push("");
      lines.push(title);
    }
    const line = describe(e);
    if (line !== null) lines.push(line);
  }
  return lines;
}
