// GET /games/{id}/events/stream (issue 11, item 6): Server-Sent Events on a real server over a
// SQLite file, resumed with Last-Event-ID, ended by a graceful shutdown.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_KEYS } from "../../src/rules/orders.js";
import { apiClient, type Created } from "./client.js";
import { startServer, testConfig, type TestServer } from "./server.js";

interface Frame {
  id: number;
  event: string;
  data: any;
}

/** An open stream: frames as they come; `until` waits for one (the test's timeout guards a hang). */
class SseReader {
  readonly frames: Frame[] = [];
  private buffer = "";
  private waiters: (() => void)[] = [];
  ended = false;

  constructor(private readonly response: Response, readonly abort: AbortController) {
    void this.pump();
  }

  private async pump(): Promise<void> {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.buffer += value;
        let end: number;
        while ((end = this.buffer.indexOf("\n\n")) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const fields = Object.fromEntries(block.split("\n").filter((l) => !l.startsWith(":")).map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 2)]));
          if (fields.id !== undefined) this.frames.push({ id: Number(fields.id), event: fields.event ?? "", data: JSON.parse(fields.data ?? "null") });
        }
        this.notify();
      }
    } catch {
      // Aborted by the test.
    }
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  async until(found: (frames: Frame[]) => boolean): Promise<void> {
    while (!found(this.frames)) {
      if (this.ended) throw new Error(`the stream ended before it had what was expected; frames: ${this.frames.map((f) => f.event).join(", ")}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  async end(): Promise<void> {
    while (!this.ended) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
}

async function open(url: string, headers: Record<string, string> = {}): Promise<{ response: Response; sse: SseReader | null }> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  return { response, sse: response.ok ? new SseReader(response, abort) : null };
}

const root = mkdtempSync(join(tmpdir(), "hots-stream-"));
let server: TestServer;
let game: Created;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
  game = await apiClient(() => server).newGame();
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

async function playCard(side: "england" | "scotland"): Promise<void> {
  const card = (await server.request("GET", `/games/${game.gameId}`, { token: side === "england" ? game.tokens.england : game.tokens.scotland })).body.view.decisions[0].cards[0];
  const reply = await server.request("POST", `/games/${game.gameId}/orders`, { token: game.tokens[side], json: { order: { type: "play", card } } });
  expect(reply.status, reply.text).toBe(200);
}

describe("GET /games/{id}/events/stream", () => {
  it("sends the caller's events so far, then new ones as orders are given, cards as keys", async () => {
    const { response, sse } = await open(`${server.url}/games/${game.gameId}/events/stream`, bearer(game.tokens.scotland));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    // Not kept alive: an aborted client's connection would hold a graceful shutdown for ~70 s.
    expect(response.headers.get("connection")).toBe("close");
    const backlog = (await server.request("GET", `/games/${game.gameId}/events`, { token: game.tokens.scotland })).body.events;
    await sse!.until((f) => f.length >= backlog.length);
    expect(sse!.frames.map((f) => ({ seq: f.id, event: f.data }))).toEqual(backlog);
    expect(sse!.frames.every((f) => f.event === f.data.type)).toBe(true);

    await playCard("england");
    await playCard("scotland");
    await sse!.until((f) => f.some((x) => x.event === "cards-revealed"));
    const revealed = sse!.frames.find((f) => f.event === "cards-revealed")!.data;
    expect(CARD_KEYS).toContain(revealed.england);
    expect(CARD_KEYS).toContain(revealed.scotland);
    const ids = sse!.frames.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    sse!.abort.abort();
  });

  it("resumes after Last-Event-ID with only what followed", async () => {
    const all = (await server.request("GET", `/games/${game.gameId}/events`, { token: game.tokens.england })).body.events;
    const middle = all[Math.floor(all.length / 2)].seq;
    const { sse } = await open(`${server.url}/games/${game.gameId}/events/stream`, { authorization: `Bearer ${game.tokens.england}`, "last-event-id": String(middle) });
    const expected = all.filter((e: { seq: number }) => e.seq > middle);
    await sse!.until((f) => f.length >= expected.length);
    expect(sse!.frames.map((f) => f.id)).toEqual(expected.map((e: { seq: number }) => e.seq));
    sse!.abort.abort();
  });

  it("answers a bad token or a bad Last-Event-ID with a problem, not a stream", async () => {
    const bad = await open(`${server.url}/games/${game.gameId}/events/stream`, bearer("forged"));
    expect(bad.response.status).toBe(401);
    expect(bad.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    // Only the observer's token may come in the URL (its page has no cookie); a side's there is 401.
    const inUrl = await open(`${server.url}/games/${game.gameId}/events/stream?token=${game.tokens.england}`);
    expect(inUrl.response.status).toBe(401);
    const id = await open(`${server.url}/games/${game.gameId}/events/stream`, { ...bearer(game.tokens.observer), "last-event-id": "yesterday" });
    expect(id.response.status).toBe(400);
    expect(((await id.response.json()) as { code: string }).code).toBe("bad-request");
  });

  it("ends when the game is over, after the game-over event", async () => {
    const over = await apiClient(() => server).newGame();
    expect((await server.request("POST", `/games/${over.gameId}/resign`, { token: over.tokens.england })).status).toBe(200);
    const { sse } = await open(`${server.url}/games/${over.gameId}/events/stream`, bearer(over.tokens.observer));
    await sse!.end();
    expect(sse!.frames.at(-1)?.event).toBe("game-over");
  });

  it("ends open streams when the server shuts down, so a graceful stop does not wait for ever", async () => {
    const other = await startServer(testConfig(`file:${join(root, "other.db")}`));
    const g = await apiClient(() => other).newGame();
    const { sse } = await open(`${other.url}/games/${g.gameId}/events/stream`, bearer(g.tokens.host));
    await sse!.until((f) => f.length > 0);
    await other.close();
    await sse!.end();
    expect(sse!.ended).toBe(true);
  });
});
