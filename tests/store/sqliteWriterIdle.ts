// A child process for sqliteWriter.test.ts: writes one order and leaves its store open; the process
// must still end on its own, the writer's thread idle.
import { openStore } from "../../src/store/index.js";
import { anOrder } from "./groupCommitFixtures.js";

const store = await openStore(process.argv[2] ?? "");
const { version } = await store.appendOrder(anOrder("a", 0));
process.stdout.write(`version ${version}\n`);
