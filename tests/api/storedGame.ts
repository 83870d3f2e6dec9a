// What must hold of a stored game whatever happened to the servers: its record numbers the orders
// 1..n, replays as verified (seed and dice log), and ends where the server says the game is (the
// referee's view and ETag) and where the database's snapshot is.

import { expect } from "vitest";
import { parseRecord, replayRecord, stateHash, type GameRecord } from "../../src/records/index.js";
import type { GameState } from "../../src/rules/state.js";
import type { Store } from "../../src/store/index.js";
import { viewFor } from "../../src/views/index.js";

export interface StoredGame {
  record: GameRecord;
  state: GameState;
  version: number;
  hash: string;
}

async function get(baseUrl: string, path: string, token: string): Promise<{ status: number; etag: string | null; body: any }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${text}`);
  return { status: response.status, etag: response.headers.get("etag"), body: JSON.parse(text) };
}

/**
 * Reads the game through the API (as the host) and checks it against a replay of its record: with
 * its dice log while the game runs (the seed is no one's before the end, issue 9), with the seed after.
 */
export async function checkStoredGame(baseUrl: string, gameId: string, refereeToken: string): Promise<StoredGame> {
  const current = await get(baseUrl, `/games/${gameId}`, refereeToken);
  const record = parseRecord((await get(baseUrl, `/games/${gameId}/record`, refereeToken)).body);
  const version: number = current.body.version;
  expect(current.etag).toBe(`"${version}"`);
  // One order per version, numbered without gaps or repeats.
  expect(record.orders.map((o) => o.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));

  const replay = replayRecord(record);
  const dice = current.body.status === "over" ? "seed" : "log";
  expect(record.dice.seed === null).toBe(dice === "log");
  expect(replay.report, `game ${gameId}`).toMatchObject({ verified: true, dice, orders: version, divergence: null });
  expect(replayRecord(record, "log").report.verified).toBe(true);
  const state = replay.state;
  if (state === null) throw new Error(`game ${gameId} does not replay`);
  const hash = stateHash(state);
  expect(hash).toBe(record.orders.at(-1)?.stateHash ?? record.initialStateHash);
  const over = state.winner !== null;
  expect(current.body.status).toBe(over ? "over" : "active");
  // GET adds each decision's ready-made answers (orderLines, answer) to the view; the rest is the replayed view.
  const decisions = (current.body.view?.decisions ?? []).map(({ orderLines: _lines, answer: _answer, ...decision }: Record<string, unknown>) => decision);
  expect({ ...current.body.view, decisions }).toEqual(JSON.parse(JSON.stringify(viewFor(state, "referee", { revealAll: over }))));
  return { record, state, version, hash };
}

/** The database itself: the snapshot is the replayed state, and each order moved the version by one. */
export async function checkSnapshot(store: Store, game: StoredGame): Promise<void> {
  const row = await store.getGame(game.record.gameId);
  expect(row?.version).toBe(game.version);
  expect(stateHash(row?.state as unknown as GameState)).toBe(game.hash);
  const orders = await store.listOrders(game.record.gameId);
  expect(orders.map((o) => [o.seq, o.versionBefore])).toEqual(orders.map((_, i) => [i + 1, i]));
}
