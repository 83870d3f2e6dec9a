// Games started by mail or listed as open (docs/email.md "A game's life by mail"): the lobby entry
// beside the game, the list a player is shown, the compare-and-set that gives an open game's free
// seat to one joiner, and a seat handed to a substitute.
import type { Client } from "./client.js";
import { StoreError } from "./errors.js";
import type { Side } from "./types.js";

export interface NewLobbyEntry {
  gameId: string;
  hostEmail: string | null;
  listed: boolean;
  rematchOf: string | null;
  sourceMessageId: string | null;
}

export interface LobbyRecord extends NewLobbyEntry {
  createdAt: Date;
}


export async function getLobbyEntry(client: Client, gameId: string): Promise<LobbyRecord | null> {
  return client.lobbyEntry.findUnique({ where: { gameId } });
}

/** The game a NEW mail already started, by its Message-ID. */
export async function findLobbyBySource(client: Client, sourceMessageId: string): Promise<LobbyRecord | null> {
  return client.lobbyEntry.findUnique({ where: { sourceMessageId } });
}

/** The rematch already started from a game, if any. */
export async function findRematch(client: Client, gameId: string): Promise<LobbyRecord | null> {
  return client.lobbyEntry.findFirst({ where: { rematchOf: gameId } });
}

/**
 * Open games still waiting for a player, newest first, and the games an address hosts, plays or
 * is invited to (the address as written or in lower case).
 */
export async function listLobby(client: Client, email: string | null, limit: number): Promise<{ open: string[]; own: string[] }> {
  const open = await client.lobbyEntry.findMany({
    where: { listed: true, game: { status: "waiting-for-players" } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { gameId: true },
  });
  if (email === null) return { open: open.map((o) => o.gameId), own: [] };
  const forms = { in: [...new Set([email, email.toLowerCase()])] };
  const [hosted, seated, invited] = await Promise.all([
    client.lobbyEntry.findMany({ where: { hostEmail: forms }, select: { gameId: true }, take: limit, orderBy: { createdAt: "desc" } }),
    client.seat.findMany({ where: { email: forms }, select: { gameId: true }, take: limit, orderBy: { createdAt: "desc" } }),
    client.invite.findMany({ where: { email: forms, claimedAt: null, revokedAt: null }, select: { gameId: true }, take: limit, orderBy: { createdAt: "desc" } }),
  ]);
  const own = [...new Set([...hosted, ...seated, ...invited].map((g) => g.gameId))].slice(0, limit);
  return { open: open.map((o) => o.gameId), own };
}

/** Takes an open game off the list; false when another joiner took it first (or it was never listed). */
export async function unlist(client: Client, gameId: string): Promise<boolean> {
  const { count } = await client.lobbyEntry.updateMany({ where: { gameId, listed: true }, data: { listed: false } });
  return count === 1;
}

/** Lists an open game again (a JOIN whose invitation could not be written). */
export async function relist(client: Client, gameId: string): Promise<void> {
  await client.lobbyEntry.updateMany({ where: { gameId }, data: { listed: true } });
}

/**
 * Gives a claimed seat a new token and address: the old token stops working at once. Throws
 * StoreError "not-found" when the side has no seat.
 */
export async function handOverSeat(client: Client, gameId: string, side: Side, tokenHash: string, email: string | null): Promise<void> {
  const { count } = await client.seat.updateMany({ where: { gameId, role: side }, data: { tokenHash, email } });
  if (count === 0) throw new StoreError("not-found", `Game ${gameId} has no ${side} seat`, { gameId });
}
