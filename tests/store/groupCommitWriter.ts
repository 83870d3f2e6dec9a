// A child process for sqliteGroupCommit.test.ts: appends orders to every game of a SQLite file,
// all games at once (so they share commits), and prints each order as soon as it is answered,
// until it is killed.
import { writeSync } from "node:fs";
import { openStore } from "../../src/store/index.js";
import { anOrder } from "./groupCommitFixtures.js";

const [url = "", games = "0"] = process.argv.slice(2);
const store = await openStore(url);
const ids = Array.from({ length: Number(games) }, (_, i) => `game-${i}`);
for (let version = 0; version < 100_000; version++) {
  await Promise.all(
    ids.map(async (gameId) => {
      const { version: answered } = await store.appendOrder(anOrder(gameId, version));
      writeSync(1, `${gameId} ${answered}\n`);
    }),
  );
}
