// What the API tests say to the server: create a game, read as a role, give an order, expect a problem.

import { expect } from "vitest";
import type { CardKey, Order } from "../../src/rules/orders.js";
import type { Reply, RequestOptions, TestServer } from "./server.js";

export type Role = "england" | "scotland" | "host" | "observer";

/** A game as POST /games made it, with both seats then claimed through their invites. */
export interface Created {
  gameId: string;
  version: number;
  commitment: string;
  /** The host's and observer's from POST /games, each side's from its own POST /join. */
  tokens: Record<Role, string>;
  links: { self: string; observer: string; observerView: string; join: string };
}

export interface ApiClient {
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
  /** Creates a game and claims both seats (with `nonces` when given). */
  newGame(body?: Record<string, unknown>, nonces?: Partial<Record<"england" | "scotland", string>>): Promise<Created>;
  read(game: Created, role: Role, path?: string): Promise<Reply>;
  /** An order as JSON, or as a text/plain line when given as a string. */
  give(game: Created, role: Role, order: Order | string, options?: RequestOptions & { query?: string }): Promise<Reply>;
  /** A card in the side's hand, from its own view. */
  cardOf(game: Created, side: "england" | "scotland"): Promise<CardKey>;
}

export function apiClient(server: () => TestServer): ApiClient {
  const request = (method: string, path: string, options?: RequestOptions) => server().request(method, path, options);
  const read = (game: Created, role: Role, path = "") => request("GET", `/games/${game.gameId}${path}`, { token: game.tokens[role] });
  return {
    request,
    read,
    async newGame(body = { scenario: "braveheart" }, nonces = {}) {
      // The server draws the deal; a hand of five identical cards is played by the engine itself
      // (one legal choice), so tests that start with both card plays ask for another game then.
      for (let attempt = 0; ; attempt++) {
        // These games' host is a referee who plays neither side: it reads the full state (issue 9).
        const reply = await request("POST", "/games", { json: { hostSees: "referee", ...body } });
        expect(reply.status, reply.text).toBe(201);
        const { gameId, version, commitment, tokens, invites, links } = reply.body;
        const seats: Record<string, string> = {};
        for (const side of ["england", "scotland"] as const) {
          const nonce = nonces[side];
          const joined = await request("POST", `/games/${gameId}/join`, { json: nonce === undefined ? { invite: invites[side] } : { invite: invites[side], nonce } });
          expect(joined.status, joined.text).toBe(200);
          seats[side] = joined.body.token;
        }
        const created: Created = { gameId, version, commitment, links, tokens: { ...tokens, ...seats } as Record<Role, string> };
        const { body: referee } = await read(created, "host");
        const bothToPlay = referee.view.decisions.filter((d: { kind: string }) => d.kind === "play-card").length === 2;
        if (bothToPlay || attempt >= 20) return created;
      }
    },
    give(game, role, order, options = {}) {
      const path = `/games/${game.gameId}/orders${options.query ?? ""}`;
      const body = typeof order === "string" ? { body: order, contentType: "text/plain" } : { json: { order } };
      return request("POST", path, { token: game.tokens[role], ...body, ...options });
    },
    async cardOf(game, side) {
      const { body } = await read(game, side);
      return body.view.decisions[0].cards[0] as CardKey;
    },
  };
}

/** An RFC 9457 answer with the contract's code, and nothing of the server's insides. */
export function expectProblem(reply: Reply, status: number, code: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(reply.body).toMatchObject({ status, code, type: `urn:hots-judge:problem:${code}` });
  expect(typeof reply.body.title).toBe("string");
  expect(typeof reply.body.detail).toBe("string");
  expect(reply.text).not.toMatch(/"stack"|\n\s+at /);
}
