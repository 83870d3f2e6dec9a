// LIST (GET /games/open): the open games anyone may JOIN, and an address's own games with what
// each waits for.
import { pendingDecisions } from "../../rules/engine.js";
import type { Side } from "../../rules/sides.js";
import type { Store } from "../../store/index.js";
import { deadlineOf } from "../deadlines/view.js";
import { loadGame, type GameStatus } from "../game.js";
import { identityIn } from "./identity.js";

export interface GameSummary {
  gameId: string;
  scenario: string;
  options: string[];
  status: GameStatus;
  /** Open games: the side still free. */
  freeSide: Side | null;
  /** The sides whose seat is unclaimed (waiting), or who must decide (active). */
  waitingFor: Side[];
  /** The earliest deadline of those decisions, ISO 8601, when the game has deadlines. */
  deadline: string | null;
  winner: Side | null;
  /** Own games: the side the address plays, and whether it hosts. */
  yourSide: Side | null;
  host: boolean;
}

const LIMIT = 50;

async function summary(store: Store, gameId: string, email: string | null): Promise<GameSummary | null> {
  const game = await loadGame(store, gameId);
  if (game === null) return null;
  const [seats, invites] = await Promise.all([store.listSeats(gameId), store.listInvites(gameId)]);
  const claimed = (side: Side) => seats.some((s) => s.role === side);
  const unclaimed = (["england", "scotland"] as const).filter((side) => !claimed(side));
  const free = unclaimed.find((side) => invites.some((i) => i.side === side && i.email === null && i.claimedAt === null && i.revokedAt === null)) ?? null;
  const waitingFor = game.state === null ? unclaimed : game.status === "over" ? [] : [...new Set(pendingDecisions(game.state).map((d) => d.side))];
  const deadlines = waitingFor.map((side) => deadlineOf(game.clock ?? null, side)).filter((d): d is string => d !== null);
  const me = email === null ? { side: null, host: false } : await identityIn(store, gameId, email);
  return {
    gameId,
    scenario: game.meta.setup.scenario,
    options: game.meta.setup.options,
    status: game.status,
    freeSide: game.state === null ? free : null,
    waitingFor,
    deadline: deadlines.sort()[0] ?? null,
    winner: (game.state?.winner?.side as Side | undefined) ?? null,
    yourSide: me.side,
    host: me.host,
  };
}

export async function listGames(store: Store, email: string | null): Promise<{ open: GameSummary[]; yours: GameSummary[] }> {
  const ids = await store.listLobby(email, LIMIT);
  const open = (await Promise.all(ids.open.map((id) => summary(store, id, null)))).filter((g): g is GameSummary => g !== null && g.freeSide !== null);
  const yours = (await Promise.all(ids.own.map((id) => summary(store, id, email)))).filter((g): g is GameSummary => g !== null);
  return { open, yours };
}
