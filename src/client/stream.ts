// Following a game through GET /games/{id}/events/stream: an async iterator of the caller's events.
// A dropped connection is opened again with Last-Event-ID, so no event is lost or repeated; the
// iterator ends when the server ends the stream after game-over, or when `signal` aborts.
import { apiErrorOf } from "./errors.js";
import type { SeqEvent } from "./types.js";

export interface StreamOptions {
  baseUrl: string;
  gameId: string;
  token: string;
  /** Start after this seq (0: from the beginning). */
  after?: number;
  signal?: AbortSignal;
  /** Connections tried in a row without an event before giving up. */
  attempts?: number;
  fetch?: typeof fetch;
}

/** Splits text/event-stream frames; returns the frames complete so far and the rest. */
export function parseFrames(buffer: string): { frames: { id?: string; event?: string; data: string }[]; rest: string } {
  const frames: { id?: string; event?: string; data: string }[] = [];
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    const frame: { id?: string; event?: string; data: string } = { data: "" };
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id") frame.id = value;
      else if (field === "event") frame.event = value;
      else if (field === "data") frame.data += frame.data === "" ? value : `\n${value}`;
    }
    if (frame.data !== "") frames.push(frame);
  }
  return { frames, rest };
}

export async function* followEvents(options: StreamOptions): AsyncGenerator<SeqEvent> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/games/${encodeURIComponent(options.gameId)}/events/stream`;
  let last = options.after ?? 0;
  let failures = 0;
  while (!options.signal?.aborted) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: "text/event-stream", authorization: `Bearer ${options.token}`, "last-event-id": String(last) },
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (options.signal?.aborted || ++failures >= (options.attempts ?? 5)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** failures));
      continue;
    }
    if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null), response.statusText, response.headers.get("retry-after"));
    let buffer = "";
    let over = false;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const parsed = parseFrames(buffer + decoder.decode(chunk, { stream: true }));
        buffer = parsed.rest;
        for (const frame of parsed.frames) {
          const seq = Number(frame.id);
          if (!Number.isInteger(seq) || seq <= last) continue;
          last = seq;
          failures = 0;
          const event = JSON.parse(frame.data) as SeqEvent["event"];
          if (event.type === "game-over") over = true;
          yield { seq, event };
        }
      }
    } catch (error) {
      if (options.signal?.aborted) return;
      if (++failures >= (options.attempts ?? 5)) throw error;
    }
    // The server ends the stream after game-over; any other end is a dropped connection.
    if (over) return;
  }
}
