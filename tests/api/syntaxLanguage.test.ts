// Issue 13: an order-syntax error's problem+json detail in the reader's language (Accept-Language,
// else the seat's), from the key and parameters the parser gives; English unchanged.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, expectProblem, type Created } from "./client.js";
import { serverPerFile } from "./server.js";

const current = serverPerFile("hots-syntax-lang-");

const api = apiClient(current);
const give = (game: Created, role: "england" | "scotland", text: string, headers: Record<string, string> = {}) =>
  api.request("POST", `/games/${game.gameId}/orders`, { token: game.tokens[role], json: { text }, headers });

describe("order-syntax errors in the reader's language (sqlite)", () => {
  it("Accept-Language, else the seat's language; English as the parser wrote it; nothing changes", async () => {
    const game = await api.newGame({ scenario: "braveheart", languages: { england: "pt", scotland: "hu" } });
    const before = await api.request("GET", `/games/${game.gameId}`, { token: game.tokens.england });

    const portuguese = await give(game, "england", "moverr Fife");
    expectProblem(portuguese, 400, "order-syntax");
    expect(portuguese.body.detail).toMatch(/^ordem desconhecida "moverr"; você quis dizer mover/);
    expect(portuguese.headers.get("content-language")).toBe("pt");
    // The key travels inside the server only: the body keeps its documented members.
    expect(portuguese.body).not.toHaveProperty("syntax");

    const hungarian = await give(game, "scotland", "csata Qqqq");
    expectProblem(hungarian, 400, "order-syntax");
    expect(hungarian.body.detail).toContain('ismeretlen tartomány: "Qqqq"');

    const english = await give(game, "england", "moverr Fife", { "accept-language": "en" });
    expectProblem(english, 400, "order-syntax");
    expect(english.body.detail).toMatch(/^unknown order "moverr"; /);

    const french = await give(game, "england", "moverr Fife", { "accept-language": "fr" });
    expect(french.body.detail).toMatch(/^ordre inconnu « moverr »/);

    // An illegal order (a move while a card is asked, rule 3.1): its reason in the seat's language,
    // with the decision's legal choices beside it; English keeps the engine's own message.
    const illegal = await give(game, "england", "mover nenhum");
    expectProblem(illegal, 422, "illegal-order");
    expect(illegal.body.detail).toBe("Este tipo de ordem não responde à decisão pedida");
    expect(illegal.body.reason).toBe("wrong-order-type");
    expect(illegal.body.decision).toBeTruthy();
    const illegalEnglish = await give(game, "england", "mover nenhum", { "accept-language": "en" });
    expect(illegalEnglish.body.detail).toBe("a card must be played");

    const after = await api.request("GET", `/games/${game.gameId}`, { token: game.tokens.england });
    expect(after.body.version).toBe(before.body.version);
  });
});
