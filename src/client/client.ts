// A small typed client for the HTTP contract (docs/api.md) over the global fetch.
// Non-2xx answers throw ApiError; nothing here retries: callers decide what a 409 or 422 means.

import type { Order } from "../rules/orders.js";
import { apiErrorOf } from "./errors.js";
import type { ClaimedSeat, CreateGameRequest, CreatedGame, DiceLog, EventsPage, GameRecord, GameResource, OrderResult } from "./types.js";

export interface ClientOptions {
  /** The server's root, e.g. http://127.0.0.1:3000 (a trailing slash is fine). */
  baseUrl: string;
  /** Defaults to the global fetch; tests and load generators may pass their own. */
  fetch?: typeof fetch;
}

export interface OrderOptions {
  /** A repeated key gets the first answer again instead of a second order. */
  idempotencyKey?: string;
  /** The version the order answers; another version is a 409 stale-version. */
  ifMatch?: number;
  dryRun?: boolean;
}

interface Call {
  method: "GET" | "POST" | "DELETE";
  path: string;
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

/** ETags and If-Match carry the game version as a quoted string. */
function quoted(version: number): string {
  return `"${version}"`;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export class HotsClient {
  readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.fetchImpl = options.fetch ?? globalThis.fetch;
  }

  private async call(c: Call, accept: readonly number[] = []): Promise<Answer> {
    const headers: Record<string, string> = { accept: "application/json", ...c.headers };
    if (c.token !== undefined) headers.authorization = `Bearer ${c.token}`;
    if (c.json !== undefined) headers["content-type"] = "application/json";
    const response = await this.fetchImpl(`${this.baseUrl}${c.path}`, {
      method: c.method,
      headers,
      ...(c.json !== undefined ? { body: JSON.stringify(c.json) } : {}),
    });
    const body = await bodyOf(response);
    if (response.ok || accept.includes(response.status)) return { status: response.status, body };
    throw apiErrorOf(response.status, body, response.statusText, response.headers.get("retry-after"));
  }

  private static gamePath(gameId: string, rest = ""): string {
    return `/games/${encodeURIComponent(gameId)}${rest}`;
  }

  async health(): Promise<{ status: string }> {
    return (await this.call({ method: "GET", path: "/healthz" })).body as { status: string };
  }

  async createGame(request: CreateGameRequest): Promise<CreatedGame> {
    return (await this.call({ method: "POST", path: "/games", json: request })).body as CreatedGame;
  }

  /** Claims the seat an invite is for; `nonce` is the player's own entropy for the dice stream. */
  async join(gameId: string, invite: string, nonce?: string): Promise<ClaimedSeat> {
    const json = nonce === undefined ? { invite } : { invite, nonce };
    return (await this.call({ method: "POST", path: HotsClient.gamePath(gameId, "/join"), json })).body as ClaimedSeat;
  }

  /** Host only: the side's unclaimed invite stops working and a new one is returned. */
  async reissueInvite(gameId: string, hostToken: string, side: "england" | "scotland"): Promise<{ side: string; invite: string }> {
    return (await this.call({ method: "POST", path: HotsClient.gamePath(gameId, `/invites/${side}`), token: hostToken })).body as { side: string; invite: string };
  }

  /** Host only: ends an abandoned game (no winner; the seed is revealed). */
  async endGame(gameId: string, hostToken: string): Promise<GameResource> {
    return (await this.call({ method: "POST", path: HotsClient.gamePath(gameId, "/end"), token: hostToken })).body as GameResource;
  }

  async getGame(gameId: string, token: string): Promise<GameResource> {
    return (await this.call({ method: "GET", path: HotsClient.gamePath(gameId), token })).body as GameResource;
  }

  /** The game as the token's role sees it, or null when it is still at `version` (304). */
  async getGameIfChanged(gameId: string, token: string, version: number): Promise<GameResource | null> {
    const answer = await this.call({ method: "GET", path: HotsClient.gamePath(gameId), token, headers: { "if-none-match": quoted(version) } }, [304]);
    return answer.status === 304 ? null : (answer.body as GameResource);
  }

  /** Sends a JSON order, or an order line of the text language. */
  async postOrder(gameId: string, token: string, order: Order | string, options: OrderOptions = {}): Promise<OrderResult> {
    const headers: Record<string, string> = {};
    if (options.idempotencyKey !== undefined) headers["idempotency-key"] = options.idempotencyKey;
    if (options.ifMatch !== undefined) headers["if-match"] = quoted(options.ifMatch);
    const query = options.dryRun ? "?dryRun=true" : "";
    const json = typeof order === "string" ? { text: order } : { order };
    return (await this.call({ method: "POST", path: HotsClient.gamePath(gameId, `/orders${query}`), token, json, headers })).body as OrderResult;
  }

  async getEvents(gameId: string, token: string, after?: number): Promise<EventsPage> {
    const query = after === undefined ? "" : `?after=${after}`;
    return (await this.call({ method: "GET", path: HotsClient.gamePath(gameId, `/events${query}`), token })).body as EventsPage;
  }

  async getDice(gameId: string, token: string): Promise<DiceLog> {
    return (await this.call({ method: "GET", path: HotsClient.gamePath(gameId, "/dice"), token })).body as DiceLog;
  }

  async getRecord(gameId: string, token: string): Promise<GameRecord> {
    return (await this.call({ method: "GET", path: HotsClient.gamePath(gameId, "/record"), token })).body as GameRecord;
  }

  async resign(gameId: string, token: string): Promise<OrderResult> {
    return (await this.call({ method: "POST", path: HotsClient.gamePath(gameId, "/resign"), token })).body as OrderResult;
  }
}

export function createClient(options: ClientOptions | string): HotsClient {
  return new HotsClient(typeof options === "string" ? { baseUrl: options } : options);
}
