// A whole game played through the API to its end. The test keeps its own mirror of the game: it
// replays the host's record (with the dice log: no token reads the seed before the end, issue 9),
// continues the committed dice stream with the seed read from the database itself, and checks the
// mirror against a fresh replay of the record every so often and at the end.

import { describe, expect, it } from "vitest";
import { createCommittedSource, seedFromHex } from "../../src/dice/index.js";
import { formatOrder } from "../../src/orders/index.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { auditRecordDice, parseRecord, replayRecord, stateHash, type GameRecord } from "../../src/records/index.js";
import { applyOrder, pendingDecisions } from "../../src/rules/engine.js";
import type { GameState } from "../../src/rules/state.js";
import { viewFor } from "../../src/views/index.js";
import type { Store } from "../../src/store/index.js";
import type { ApiClient, Created } from "./client.js";

const MAX_ORDERS = 3000;
const CHECK_EVERY = 100;

async function recordOf(api: ApiClient, game: Created): Promise<GameRecord> {
  const reply = await api.read(game, "host", "/record");
  expect(reply.status, reply.text).toBe(200);
  return parseRecord(reply.body);
}

function replayed(record: GameRecord): GameState {
  const { report, state } = replayRecord(record);
  expect(report.divergence).toBeNull();
  if (state === null) throw new Error("the record does not replay");
  return state;
}

export function fullGameTests(provider: string, api: ApiClient, store: () => Store): void {
  describe(`a whole game (${provider})`, () => {
    it("is played through the API to its end, as JSON and text orders, and its record verifies", { timeout: 600_000 }, async () => {
      const game = await api.newGame({ scenario: "the_bruce", options: ["OPT-SCHILTROM", "OPT-FOCUS-FIRE"] });
      const start = await recordOf(api, game);
      expect(start.dice.seed).toBeNull();
      let state = replayed(start);
      const seedHex = (await store().getGame(game.gameId))?.seedHex ?? "";
      const stream = { seed: seedFromHex(seedHex), gameId: game.gameId, nonces: start.dice.nonces };
      let counter = start.diceLog.length;
      const choices = createPrng(1307);

      let version = 0;
      for (; !state.winner && version < MAX_ORDERS; version++) {
        const decision = choices.pick(pendingDecisions(state));
        const side = decision.side;
        const order = randomOrder(state, decision, choices);
        const dice = createCommittedSource({ ...stream, startCounter: counter });
        const expected = applyOrder(state, side, order, dice);
        if (!expected.ok) throw new Error(`the mirror refuses ${formatOrder(order)}: ${expected.error.message}`);

        const asText = version % 2 === 1;
        const reply = await api.give(game, side, asText ? formatOrder(order) : order, { headers: { "if-match": `"${version}"` } });
        // The seed and the order number reproduce a failure: the dice are the server's own.
        expect(reply.status, `order ${version + 1} (seed ${seedHex}) ${side} ${formatOrder(order)}: ${reply.text}`).toBe(200);
        expect(reply.body.version).toBe(version + 1);
        state = expected.state;
        counter += dice.log.length;
        // What the caller is shown is the view of the state the mirror reached.
        expect(reply.body.view).toEqual(JSON.parse(JSON.stringify(viewFor(state, side, { revealAll: state.winner !== null }))));

        if ((version + 1) % CHECK_EVERY === 0) expect(stateHash(replayed(await recordOf(api, game)))).toBe(stateHash(state));
      }
      expect(state.winner).not.toBeNull();

      const over = await api.read(game, "england");
      expect(over.body).toMatchObject({ status: "over", version });
      const record = parseRecord((await api.read(game, "scotland", "/record")).body);
      expect(record.orders).toHaveLength(version);
      expect(record.diceLog).toHaveLength(counter);
      expect(record.dice.seed).toBe(seedHex);
      expect(record.result).toEqual({ winner: state.winner?.side, reason: state.winner?.reason, year: state.winner?.year });
      expect(replayRecord(record).report).toMatchObject({ verified: true, finalStateHash: stateHash(state) });
      expect(replayRecord(record, "log").report.verified).toBe(true);
      expect(auditRecordDice(record)).toEqual({ ok: true });
    });
  });
}
