// A child process for sqliteWriter.test.ts: writes one order, then closes its store at the top
// level while its checkpointer's thread is slow to end; the process must end once the store is
// closed, with exit code 0, not before (13: a top-level await left unsettled).
import { openSqliteStore } from "../../src/store/openSqlite.js";
import { aGame, anOrder } from "./groupCommitFixtures.js";

const store = await openSqliteStore(process.argv[2] ?? "", () => new Date(), { checkpointer: new URL("./sqliteCheckpointerSlowToClose.ts", import.meta.url) });
await store.createGame(aGame("a"), []);
await store.appendOrder(anOrder("a", 0));
await store.close();
process.stdout.write("closed\n");
