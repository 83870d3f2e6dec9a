// A real store (SQLite file, or PostgreSQL) on a clock the test moves: deadlines without sleeping.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authenticate, createGame, type Caller, type CreateGameInput } from "../../../src/games/index.js";
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
  callers: Record<"england" | "scotland" | "referee", Caller>;
}

export async function newGame(store: Store, input: CreateGameInput): Promise<NewTableGame> {
  const created = await createGame(store, input);
  if (!created.ok) throw new Error(created.error.detail);
  const { gameId, tokens } = created.value;
  const caller = async (token: string): Promise<Caller> => {
    const c = await authenticate(store, gameId, token);
    if (!c.ok) throw new Error(c.error.detail);
    return c.value;
  };
  return { gameId, callers: { england: await caller(tokens.england), scotland: await caller(tokens.scotland), referee: await caller(tokens.referee) } };
}
