// An accepted order's state is serialised once (issue 10, item 2): its canonical text is both hashed
// for the record and stored as the game's snapshot. Read back, the state is put in the engine's own
// key order (src/rules/storedState.ts), and a server without the game in its cache plays on from it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { submitOrder } from "../../src/games/index.js";
import { loadGame } from "../../src/games/game.js";
import { chooseOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import { sha256Hex, stateJson } from "../../src/records/canonical.js";
import { BLOCK_IDS } from "../../src/rules/data/index.js";
import { pendingDecisions } from "../../src/rules/engine.js";
import { STATE_KEYS } from "../../src/rules/storedState.js";
import { openStore, type Store } from "../../src/store/index.js";
import { ok, seatedGame } from "../helpers/seatedGame.js";

const dir = mkdtempSync(join(tmpdir(), "hots-snapshot-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Plays `count` orders through `store`, each by the side the game waits for. */
async function play(store: Store, gameId: string, count: number, seed: number): Promise<void> {
  const rng = createPrng(seed);
  for (let n = 0; n < count; n++) {
    const game = await loadGame(store, gameId);
    if (game?.state == null || game.state.winner) return;
    const decision = rng.pick(pendingDecisions(game.state));
    ok(await submitOrder(store, { caller: { gameId, role: decision.side }, input: { order: chooseOrder(decision, rng) } }));
  }
}

describe("the stored snapshot of an accepted order (issue 10, item 2)", () => {
  it("is the state's canonical text, whose SHA-256 is the order's state hash; read back in the engine's key order, the game goes on", { timeout: 120_000 }, async () => {
    const file = join(dir, "snapshot.db");
    const first = await openStore(`file:${file}`);
    let gameId: string;
    try {
      gameId = await seatedGame(first);
      await play(first, gameId, 40, 5);
    } finally {
      await first.close();
    }

    const raw = new Database(file, { readonly: true });
    const { stateJson: text } = raw.prepare(`SELECT "stateJson" FROM "Game" WHERE "id" = ?`).get(gameId) as { stateJson: string };
    const { stateHash } = raw.prepare(`SELECT "stateHash" FROM "Order" WHERE "gameId" = ? ORDER BY "seq" DESC LIMIT 1`).get(gameId) as { stateHash: string };
    raw.close();
    expect(stateJson(JSON.parse(text))).toBe(text);
    expect(sha256Hex(text)).toBe(stateHash);

    // Another process: nothing cached, the state comes from the stored text.
    const second = await openStore(`file:${file}`);
    try {
      const loaded = await loadGame(second, gameId);
      if (loaded?.state == null) throw new Error("the game has no state");
      expect(Object.keys(loaded.state)).toStrictEqual([...STATE_KEYS]);
      expect(Object.keys(loaded.state.blocks)).toStrictEqual(BLOCK_IDS.filter((id) => id in loaded.state!.blocks));
      expect(stateJson(loaded.state)).toBe(text);
      const before = loaded.version;
      await play(second, gameId, 20, 6);
      expect((await loadGame(second, gameId))?.version).toBeGreaterThan(before);
    } finally {
      await second.close();
    }
  });
});
