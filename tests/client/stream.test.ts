// followEvents: a client follows a game through the SSE stream, across a dropped connection, to its end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followEvents, type SeqEvent } from "../../src/client/index.js";
import { parseFrames } from "../../src/client/stream.js";
import { apiClient } from "../api/client.js";
import { startServer, testConfig, type TestServer } from "../api/server.js";

const root = mkdtempSync(join(tmpdir(), "hots-follow-"));
let server: TestServer;
beforeAll(async () => {
  server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A fetch whose first stream is cut after `bytes` bytes, as a dropped connection would be. */
function droppingFetch(bytes: number): { fetch: typeof fetch; calls: string[] } {
  const calls: string[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push(headers.get("last-event-id") ?? "");
    const response = await fetch(input, init);
    if (calls.length > 1 || !response.body) return response;
    const reader = response.body.getReader();
    let sent = 0;
    const cut = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done || sent >= bytes) {
          await reader.cancel();
          controller.close();
          return;
        }
        const part = value.subarray(0, bytes - sent);
        sent += part.length;
        controller.enqueue(part);
      },
    });
    return new Response(cut, { status: response.status, headers: response.headers });
  };
  return { fetch: wrapped, calls };
}

describe("followEvents", () => {
  it("yields every event once, in order, across a dropped connection, and ends after game-over", async () => {
    const game = await apiClient(() => server).newGame();
    const { fetch: dropping, calls } = droppingFetch(700);
    const seen: SeqEvent[] = [];
    const following = (async () => {
      for await (const e of followEvents({ baseUrl: server.url, gameId: game.gameId, token: game.tokens.observer, fetch: dropping })) seen.push(e);
    })();
    expect((await server.request("POST", `/games/${game.gameId}/resign`, { token: game.tokens.scotland })).status).toBe(200);
    await following;
    // Once the game is over /events reveals everything; the stream sent what was visible then.
    const all = (await server.request("GET", `/games/${game.gameId}/events`, { token: game.tokens.observer })).body.events;
    const outline = (events: SeqEvent[]) => events.map((e) => `${e.seq} ${e.event.type}`);
    expect(outline(seen)).toEqual(outline(all));
    expect(seen.find((e) => e.event.type === "drawn")?.event).not.toHaveProperty("block");
    expect(seen.at(-1)?.event.type).toBe("game-over");
    expect(calls.length).toBeGreaterThan(1);
    expect(calls[0]).toBe("0");
    expect(Number(calls[1])).toBeGreaterThan(0);
  });

  it("parses frames split anywhere, comments and multi-line data included", () => {
    const text = ': hello\n\nid: 3\nevent: x\ndata: {"a":\ndata: 1}\n\nid: 4\ndata: {}\n\nid: 5\nda';
    const { frames, rest } = parseFrames(text);
    expect(frames).toEqual([{ id: "3", event: "x", data: '{"a":\n1}' }, { id: "4", data: "{}" }]);
    expect(rest).toBe("id: 5\nda");
  });
});
