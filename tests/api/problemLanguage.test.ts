// problem+json `detail` in the reader's language: Accept-Language, else the caller's seat's.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, expectProblem, type Created } from "./client.js";
import { serverPerFile } from "./server.js";

const current = serverPerFile("hots-problem-lang-");

const api = apiClient(current);
const order = (game: Created, role: "england" | "scotland" | "host", headers: Record<string, string> = {}) =>
  api.request("POST", `/games/${game.gameId}/orders`, { token: game.tokens[role], json: { order: { type: "pass" } }, headers });

describe("problem+json in the reader's language (sqlite)", () => {
  it("Accept-Language chooses the language of detail and title, with Content-Language", async () => {
    const reply = await api.request("GET", "/games/nosuchgame00", { token: "x".repeat(43), headers: { "accept-language": "fr-FR, en;q=0.5" } });
    expectProblem(reply, 404, "not-found");
    expect(reply.body.detail).toBe("Aucune partie nosuchgame00");
    expect(reply.body.title).toBe("Introuvable");
    expect(reply.headers.get("content-language")).toBe("fr");
  });

  it("each language says the same refusal", async () => {
    const game = await api.newGame({ scenario: "braveheart", hostSees: "observer" });
    const expected: Record<string, string> = {
      en: "The host token cannot give orders; use a side's token",
      pt: "O token de anfitrião não pode dar ordens; use o token de um dos lados",
      fr: "Le jeton hôte ne peut pas donner d'ordres ; utilisez celui d'un camp",
      es: "El token de anfitrión no puede dar órdenes; usa el token de un bando",
      hu: "A(z) házigazda tokenjével nem lehet parancsot adni; egy oldal tokenjét használd",
      it: "Il token di organizzatore non può dare ordini; usa il token di una delle parti",
    };
    for (const [lang, detail] of Object.entries(expected)) {
      const reply = await order(game, "host", { "accept-language": lang });
      expectProblem(reply, 403, "forbidden");
      expect(reply.body.detail, lang).toBe(detail);
      expect(reply.headers.get("content-language")).toBe(lang);
    }
  });

  it("without Accept-Language, the seat's language; with one, the header wins", async () => {
    const game = await api.newGame({ scenario: "braveheart", languages: { england: "pt", scotland: "hu" } });
    await api.give(game, "england", `play ${await api.cardOf(game, "england")}`);
    // England has chosen its card: Scotland is awaited.
    const portuguese = await order(game, "england");
    expectProblem(portuguese, 403, "not-your-decision");
    expect(portuguese.body.detail).toBe("Nenhuma decisão pendente para o seu lado; aguardando Escócia");
    expect(portuguese.body.waitingFor).toStrictEqual(["scotland"]);
    const english = await order(game, "england", { "accept-language": "en" });
    expect(english.body.detail).toBe("No decision is pending for your side; waiting for scotland");
    const stale = await api.request("POST", `/games/${game.gameId}/orders`, {
      token: game.tokens.scotland,
      json: { order: { type: "pass" } },
      headers: { "if-match": '"0"' },
    });
    expectProblem(stale, 409, "stale-version");
    expect(stale.body.detail).toBe("A játszma a(z) 1. változatnál tart, nem a(z) 0. változatnál");
    expect(stale.body.currentVersion).toBe(1);
  });

  it("an order-syntax error is said wholly in the seat's language, title too (issue 13)", async () => {
    const game = await api.newGame({ scenario: "braveheart", languages: { england: "it" } });
    // A path without its ">" (the parser's rarer messages are keyed too).
    const reply = await api.give(game, "england", "muovi Fife Lothian");
    expectProblem(reply, 400, "order-syntax");
    expect(reply.body.title).toBe("L'ordine non si legge");
    expect(reply.body.detail).toBe('atteso ">" tra le aree di un percorso, trovato "Lothian"');
    expect(reply.headers.get("content-language")).toBe("it");
  });

  it("an answer we cannot say in the language stays wholly English (Content-Language: en)", async () => {
    // A request body that fails validation: the validator's own English.
    const reply = await api.request("POST", "/games", { json: { scenario: 12 }, headers: { "accept-language": "it" } });
    expectProblem(reply, 400, "bad-request");
    expect(reply.body.title).toBe("Bad request");
    // Answered before any route runs: no Content-Language, or English, never Italian.
    expect(reply.headers.get("content-language") ?? "en").toBe("en");
  });

  it("an unknown route, in the asked language", async () => {
    const reply = await api.request("GET", "/nowhere", { headers: { "accept-language": "es" } });
    expectProblem(reply, 404, "not-found");
    expect(reply.body.detail).toBe("No hay ruta GET /nowhere");
  });
});
