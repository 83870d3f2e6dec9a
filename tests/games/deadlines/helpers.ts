// A real store (SQLite file, or PostgreSQL) on a clock the test moves: deadlines without sleeping.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authenticate, claimSeat, createGame, type Caller, type CreateGameInput } from "../../../src/games/index.js";
import { openStore, type Store } from "../../../src/store/index.js";

export class TestClock {
  constructor(public ms: number) {}
  now = (): Date => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export interface Table {
  store: Store;
  clock: TestClock;
  close(): Promise<void>;
}

export async function sqliteTable(start = Date.parse("2026-11-23T10:00:00Z")): Promise<Table> {
  const dir = mkdtempSync(join(tmpdir(), "hots-deadlines-"));
  const clock = new TestClock(start);
  const store = await openStore(`file:${join(dir, "hots.db")}`, { clock: clock.now });
  return {
    store,
    clock,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface NewTableGame {
  gameId: string;
  callers: Record<"england" | "scotland" | "host", Caller>;
}

export async function newGame(store: Store, input: CreateGameInput): Promise<NewTableGame> {
  const created = await createGame(store, input);
  if (!created.ok) throw new Error(created.error.detail);
  const { gameId, tokens, invites } = created.value;
  const caller = async (token: string): Promise<Caller> => {
    const c = await authenticate(store, gameId, token);
    if (!c.ok) throw new Error(c.error.detail);
    return c.value;
  };
  // Both players claim their seats (issue 9); the game is set up and its first deadline starts.
  const seat = async (side: "england" | "scotland"): Promise<Caller> => {
    const claimed = await claimSeat(store, { gameId, invite: invites[side] ?? "" }, store.now);
    if (!claimed.ok) throw new Error(claimed.error.detail);
    return caller(claimed.value.token);
  };
  return { gameId, callers: { england: await seat("england"), scotland: await seat("scotland"), host: await caller(tokens.host) } };
}
