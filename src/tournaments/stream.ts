// The pairing stream: every choice a pairing system leaves open (the players' order within a score
// group, the first round, ties for the bye, sides between equals) is drawn from the tournament's
// committed seed, so anyone holding the revealed seed and the results draws the same pairings.
// It is the dice stream of docs/dice.md with a game id naming the tournament and the round, and no
// nonces (docs/tournaments.md, "The pairing seed").

import { drawValue } from "../dice/index.js";

/** The HMAC game id of round `round`'s draws: distinct from every game's id by its prefix. */
export function pairingStreamId(tournamentId: string, round: number): string {
  return `hots-judge pairings v1 ${tournamentId} round ${round}`;
}

/** Draws in order, k = 0, 1, 2, ...: the k-th request of the round gets draw k. */
export class PairingStream {
  private k = 0;
  constructor(
    private readonly seed: Uint8Array,
    private readonly streamId: string,
  ) {}

  static forRound(seed: Uint8Array, tournamentId: string, round: number): PairingStream {
    return new PairingStream(seed, pairingStreamId(tournamentId, round));
  }

  /** An integer in [0, n). */
  below(n: number): number {
    const { value } = drawValue({ seed: this.seed, gameId: this.streamId, nonces: {} }, this.k, n);
    this.k += 1;
    return value;
  }

  /** Fisher-Yates, drawing n = m, m-1, ..., 2 as docs/dice.md shuffles: a copy, in drawn order. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
