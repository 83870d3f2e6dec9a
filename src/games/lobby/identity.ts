// Who an address is in a game: mail commands sent to the judge's own address carry no token, so a
// sender acts as the seat its address plays and as host when it started the game (NEW, REMATCH).
import type { Side } from "../../rules/sides.js";
import type { Store } from "../../store/index.js";

export interface MailIdentity {
  /** The side the address plays (its seat, or its unclaimed invite), if any. */
  side: Side | null;
  host: boolean;
}

export const sameAddress = (a: string | null | undefined, b: string): boolean => a != null && a.toLowerCase() === b.toLowerCase();

export async function identityIn(store: Store, gameId: string, email: string): Promise<MailIdentity> {
  const [seats, invites, entry] = await Promise.all([store.listSeats(gameId), store.listInvites(gameId), store.getLobbyEntry(gameId)]);
  const seat = seats.find((s) => (s.role === "england" || s.role === "scotland") && sameAddress(s.email, email));
  const invite = invites.find((i) => i.claimedAt === null && i.revokedAt === null && sameAddress(i.email, email));
  const side = (seat?.role as Side | undefined) ?? invite?.side ?? null;
  return { side, host: sameAddress(entry?.hostEmail, email) };
}
