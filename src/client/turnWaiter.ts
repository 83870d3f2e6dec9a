// How a player waits for its turn: on GET /games/{id}/events/stream, which wakes it when an event
// it may see arrives (a burst of events wakes it once), resumed with Last-Event-ID after a dropped
// connection (followEvents). Only when the stream is unavailable (refused, or the server cannot be
// reached on it) does it fall back to polling, one read per `pollMs`.
import { followEvents } from "./stream.js";

export interface TurnWaiterOptions {
  baseUrl: string;
  gameId: string;
  token: string;
  fetch?: typeof fetch;
  /** Between reads once the player has fallen back to polling. */
  pollMs?: number;
  /**
   * A wake-up without news after this long: a safety net should an order ever make it the
   * player's turn without an event it may see; a read then costs one 304.
   */
  quietMs?: number;
  /** Told once, with the reason, when the stream is given up for polling. */
  onFallback?(reason: string): void;
}

export interface TurnWaiter {
  /** A mark to take before reading the game: `after(mark)` resolves once something happened since. */
  mark(): number;
  after(mark: number): Promise<void>;
  /** "stream" until the stream fails for good, then "polling". */
  readonly mode: "stream" | "polling";
  /** Ends the stream; a waiting `after` resolves. */
  close(): void;
}

const DEFAULT_POLL_MS = 1_000;
const DEFAULT_QUIET_MS = 30_000;

export function startTurnWaiter(options: TurnWaiterOptions): TurnWaiter {
  const abort = new AbortController();
  let news = 0;
  let mode: "stream" | "polling" = "stream";
  let wake: (() => void) | null = null;
  const notify = () => {
    news += 1;
    wake?.();
  };

  void (async () => {
    try {
      for await (const _ of followEvents({ baseUrl: options.baseUrl, gameId: options.gameId, token: options.token, signal: abort.signal, ...(options.fetch ? { fetch: options.fetch } : {}) })) notify();
      // The server ends the stream after game-over: the player's next read sees the winner.
      notify();
    } catch (error) {
      if (abort.signal.aborted) return;
      mode = "polling";
      options.onFallback?.(error instanceof Error ? error.message : String(error));
      notify();
    }
  })();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve();
      });
    });

  return {
    mark: () => news,
    async after(mark) {
      if (mode === "polling") return sleep(options.pollMs ?? DEFAULT_POLL_MS);
      if (news !== mark || abort.signal.aborted) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.quietMs ?? DEFAULT_QUIET_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    },
    get mode() {
      return mode;
    },
    close: () => {
      abort.abort();
      wake?.();
    },
  };
}
