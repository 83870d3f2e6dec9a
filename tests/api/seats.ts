// Issue 9: seats claimed by their own players with single-use invites, each side's nonce in the
// dice stream, and the seed hidden from every token (host included) until the game is over.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseRecord, replayRecord } from "../../src/records/index.js";
import { hots } from "../helpers/cli.js";
import { expectProblem, type ApiClient } from "./client.js";
import type { Reply, TestServer } from "./server.js";

type Side = "england" | "scotland";

export function seatTests(provider: string, server: () => TestServer, api: ApiClient): void {
  const { request } = api;
  // The calling file's own folder, removed after it: this module is loaded once in a process that
  // runs several files (tests/sharedProcess.ts).
  const dir = mkdtempSync(joinPath(tmpdir(), "hots-seats-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const create = async (body: Record<string, unknown> = { scenario: "braveheart" }) => {
    const reply = await request("POST", "/games", { json: body });
    expect(reply.status, reply.text).toBe(201);
    return reply.body as { gameId: string; commitment: string; tokens: { host: string; observer: string }; invites: Record<Side, string> };
  };
  const join = (gameId: string, invite: string, nonce?: string) =>
    request("POST", `/games/${gameId}/join`, { json: nonce === undefined ? { invite } : { invite, nonce } });

  describe(`seats and invites (${provider})`, () => {
    it("an invite claims its seat once; the side's token goes to the claimer only; the last claim sets the game up", async () => {
      const game = await create();
      const england = await join(game.gameId, game.invites.england, "mine, chosen after the commitment");
      expect(england.status, england.text).toBe(200);
      expect(england.headers.get("cache-control")).toBe("no-store");
      expect(england.body).toMatchObject({ side: "england", status: "waiting-for-players", nonce: { nonce: "mine, chosen after the commitment", givenBy: "player" } });
      expect(england.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Spent: a second use is 409, whoever tries it, and gives no token.
      const again = await join(game.gameId, game.invites.england);
      expectProblem(again, 409, "conflict");
      expect(again.body.reason).toBe("invite-spent");
      expect(await server().store.diceCount(game.gameId)).toBe(0);
      const waiting = await request("GET", `/games/${game.gameId}`, { token: game.tokens.host });
      expect(waiting.body).toMatchObject({ status: "waiting-for-players", view: null, seats: { england: { claimed: true, nonceGivenBy: "player" }, scotland: { claimed: false } } });
      expectProblem(await request("POST", `/games/${game.gameId}/orders`, { token: england.body.token, json: { order: { type: "pass" } } }), 409, "conflict");

      const scotland = await join(game.gameId, game.invites.scotland);
      expect(scotland.status, scotland.text).toBe(200);
      // No nonce given: the server drew one, and the side's view says so.
      expect(scotland.body).toMatchObject({ side: "scotland", status: "active", nonce: { givenBy: "server" } });
      const view = await request("GET", `/games/${game.gameId}`, { token: scotland.body.token });
      expect(view.body).toMatchObject({ role: "scotland", status: "active", version: 0, seats: { scotland: { claimed: true, nonce: scotland.body.nonce.nonce, nonceGivenBy: "server" } } });
      expect(view.body.view.hands.scotland).toHaveLength(5);
      expect(await server().store.diceCount(game.gameId)).toBeGreaterThan(0);
      const late = await join(game.gameId, game.invites.scotland);
      expectProblem(late, 409, "conflict");

      // Neither side's token was ever shown to the host, the observer or the other side.
      const others: Reply[] = [waiting];
      for (const token of [game.tokens.host, game.tokens.observer, england.body.token]) {
        for (const path of ["", "/events", "/dice", "/record"]) others.push(await request("GET", `/games/${game.gameId}${path}`, { token }));
      }
      for (const reply of others) expect(reply.text).not.toContain(scotland.body.token);
      for (const reply of others.slice(1)) if (reply.status === 200) expect(reply.text).not.toContain(england.body.token.slice(0, 20));
    });

    it("the host revokes and reissues an unclaimed invite; nobody else may; a claimed seat's invite stays spent", async () => {
      const game = await create();
      expectProblem(await request("POST", `/games/${game.gameId}/invites/england`, { token: game.tokens.observer }), 403, "forbidden");
      expectProblem(await request("POST", `/games/${game.gameId}/invites/england`), 401, "unauthorized");
      const reissued = await request("POST", `/games/${game.gameId}/invites/england`, { token: game.tokens.host });
      expect(reissued.status, reissued.text).toBe(200);
      expect(reissued.body.invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const old = await join(game.gameId, game.invites.england);
      expectProblem(old, 409, "conflict");
      expect(old.body.reason).toBe("invite-revoked");
      expectProblem(await join(game.gameId, "not-an-invite"), 401, "unauthorized");
      const other = await create();
      expectProblem(await join(game.gameId, other.invites.england), 401, "unauthorized");

      const revoked = await request("DELETE", `/games/${game.gameId}/invites/scotland`, { token: game.tokens.host });
      expect(revoked.body).toEqual({ side: "scotland", invite: null });
      expect((await join(game.gameId, game.invites.scotland)).body.reason).toBe("invite-revoked");

      expect((await join(game.gameId, reissued.body.invite)).status).toBe(200);
      const taken = await request("POST", `/games/${game.gameId}/invites/england`, { token: game.tokens.host });
      expectProblem(taken, 409, "conflict");
      expect(taken.body.reason).toBe("seat-claimed");
      const scotland = await request("POST", `/games/${game.gameId}/invites/scotland`, { token: game.tokens.host });
      expect((await join(game.gameId, scotland.body.invite)).body.status).toBe("active");
      expect((await request("POST", `/games/${game.gameId}/invites/scotland`, { token: game.tokens.host })).body.reason).toBe("not-waiting");
    });

    it("done when: with the host token and both claims, no token reads the seed or a future die until the end; then verify-dice checks the record", async () => {
      // A referee host sees the most a host can: the full state and the dice so far, never the seed.
      const game = await create({ scenario: "braveheart", hostSees: "referee" });
      const tokens: Record<string, string> = { ...game.tokens };
      const nonces = { england: "e-9f2c", scotland: undefined };
      for (const side of ["england", "scotland"] as const) tokens[side] = (await join(game.gameId, game.invites[side], nonces[side])).body.token;
      const seedHex = (await server().store.getGame(game.gameId))?.seedHex ?? "";
      expect(seedHex).toMatch(/^[0-9a-f]{64}$/);

      const readEverything = async () => {
        const drawn = await server().store.diceCount(game.gameId);
        for (const [role, token] of Object.entries(tokens)) {
          for (const path of ["", "/events", "/dice", "/record"]) {
            const reply = await request("GET", `/games/${game.gameId}${path}`, { token });
            expect(reply.text.toLowerCase(), `${role} ${path}`).not.toContain(seedHex);
            expect(reply.text, `${role} ${path}`).not.toContain(Buffer.from(seedHex, "hex").toString("base64").slice(0, 40));
            if (path === "/dice") {
              expect(reply.body.seed).toBeNull();
              // The log so far, never beyond the current draw.
              expect(reply.body.entries.map((e: { k: number }) => e.k)).toEqual(Array.from({ length: drawn }, (_, k) => k));
            }
            if (path === "/record" && reply.status === 200) expect(reply.body.dice.seed).toBeNull();
          }
        }
      };
      await readEverything();
      const host = (await request("GET", `/games/${game.gameId}`, { token: tokens.host })).body;
      const side = host.view.decisions[0].side as Side;
      const card = host.view.hands[side][0];
      expect((await request("POST", `/games/${game.gameId}/orders`, { token: tokens[side], json: { order: { type: "play", card } } })).status).toBe(200);
      await readEverything();

      const resigned = await request("POST", `/games/${game.gameId}/resign`, { token: tokens.scotland });
      expect(resigned.status, resigned.text).toBe(200);
      const dice = await request("GET", `/games/${game.gameId}/dice`, { token: tokens.observer });
      expect(dice.body.seed).toBe(seedHex);
      const record = parseRecord((await request("GET", `/games/${game.gameId}/record`, { token: tokens.england })).body);
      expect(record.dice.nonceOrigins).toMatchObject({ england: { givenBy: "player" }, scotland: { givenBy: "server" } });
      expect(record.dice.nonces.england).toBe("e-9f2c");
      const file = joinPath(dir, `${game.gameId}.json`);
      writeFileSync(file, JSON.stringify(record));
      const verified = await hots("verify-dice", file, "--nonce", "england=e-9f2c");
      expect(verified.out[0], verified.out.join("\n")).toBe(`dice verified: ${record.diceLog.length} draws`);
      expect(verified.out.slice(1)).toEqual([expect.stringMatching(/^england nonce "e-9f2c": given by the player at /), expect.stringMatching(/^scotland nonce ".+": given by the server at /)]);
      expect(verified.code).toBe(0);
      const wrong = await hots("verify-dice", file, "--nonce", "england=something else");
      expect(wrong.code).toBe(1);
      expect(wrong.out[0]).toBe(`dice NOT verified: the england nonce in the record is "e-9f2c", not the "something else" you gave`);
    });

    it("item 4: by default the creator's tokens read no side's hidden view, no hidden die and no record before the end", async () => {
      const game = await create();
      const tokens: Record<string, string> = { ...game.tokens };
      for (const side of ["england", "scotland"] as const) tokens[side] = (await join(game.gameId, game.invites[side])).body.token;
      const host = await request("GET", `/games/${game.gameId}`, { token: tokens.host });
      const observer = await request("GET", `/games/${game.gameId}`, { token: tokens.observer });
      expect(host.body.role).toBe("host");
      // The host may be one of the players: it sees what an observer sees, no more.
      expect(host.body.view).toEqual(observer.body.view);
      const english = (await request("GET", `/games/${game.gameId}`, { token: tokens.england })).body.view;
      expect(JSON.stringify(host.body.view)).not.toContain(JSON.stringify(english.hands.england));
      const hostDice = await request("GET", `/games/${game.gameId}/dice`, { token: tokens.host });
      const observerDice = await request("GET", `/games/${game.gameId}/dice`, { token: tokens.observer });
      expect(hostDice.body).toEqual(observerDice.body);
      expect(hostDice.body.entries.some((e: { visibleTo: string; value?: number }) => e.visibleTo !== "all" && e.value !== undefined)).toBe(false);
      const hostEvents = await request("GET", `/games/${game.gameId}/events`, { token: tokens.host });
      expect(hostEvents.body).toEqual((await request("GET", `/games/${game.gameId}/events`, { token: tokens.observer })).body);
      expectProblem(await request("GET", `/games/${game.gameId}/record`, { token: tokens.host }), 403, "forbidden");
      // It still manages the game.
      expect((await request("POST", `/games/${game.gameId}/end`, { token: tokens.host })).status).toBe(200);

      // A referee host (one who plays neither side) sees the full state, still without the seed.
      const refereed = await create({ scenario: "braveheart", hostSees: "referee" });
      for (const side of ["england", "scotland"] as const) await join(refereed.gameId, refereed.invites[side]);
      const referee = await request("GET", `/games/${refereed.gameId}`, { token: refereed.tokens.host });
      expect(referee.body.role).toBe("referee");
      expect(referee.body.view.hands.england).toHaveLength(5);
      const record = await request("GET", `/games/${refereed.gameId}/record`, { token: refereed.tokens.host });
      expect(record.status, record.text).toBe(200);
      expect(record.body.dice.seed).toBeNull();
    });

    it("the host ends an abandoned game: over without a winner, recorded as abandoned, the seed revealed and verifiable", async () => {
      const game = await create();
      const tokens: Record<string, string> = { ...game.tokens };
      for (const side of ["england", "scotland"] as const) tokens[side] = (await join(game.gameId, game.invites[side])).body.token;
      expectProblem(await request("POST", `/games/${game.gameId}/end`, { token: tokens.england }), 403, "forbidden");
      const ended = await request("POST", `/games/${game.gameId}/end`, { token: tokens.host });
      expect(ended.status, ended.text).toBe(200);
      expect(ended.body).toMatchObject({ status: "over", version: 1, ended: { reason: "abandoned" } });
      expect((await request("POST", `/games/${game.gameId}/end`, { token: tokens.host })).body.reason).toBe("game-over");
      const refused = await request("POST", `/games/${game.gameId}/orders`, { token: tokens.england, json: { order: { type: "pass" } } });
      expectProblem(refused, 409, "conflict");
      expect(refused.body.reason).toBe("game-over");
      const dice = await request("GET", `/games/${game.gameId}/dice`, { token: tokens.scotland });
      expect(dice.body.seed).toMatch(/^[0-9a-f]{64}$/);
      const record = parseRecord((await request("GET", `/games/${game.gameId}/record`, { token: tokens.scotland })).body);
      expect(record.result).toMatchObject({ winner: null, reason: "abandoned" });
      expect(replayRecord(record).report).toMatchObject({ verified: true, dice: "seed", outcome: null });
      const file = joinPath(dir, `${game.gameId}.json`);
      writeFileSync(file, JSON.stringify(record));
      expect((await hots("verify-dice", file)).code).toBe(0);

      // A game nobody joined can be ended too; there is nothing to record.
      const empty = await create();
      expect((await request("POST", `/games/${empty.gameId}/end`, { token: empty.tokens.host })).body).toMatchObject({ status: "over", view: null });
      expect((await join(empty.gameId, empty.invites.england)).body.reason).toBe("not-waiting");
      expect((await request("GET", `/games/${empty.gameId}/record`, { token: empty.tokens.host })).body.reason).toBe("not-started");
    });
  });
}
