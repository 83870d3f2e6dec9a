// One replay in a process of its own, cold, as `hots replay FILE --json` makes it (issue 10, item 1):
// the same steps (src/cli/commands/replay.ts: read the record, set V8 for a replay, replay without
// the events), timed apart. Prints one JSON line: when this module's first line ran (Node's start-up
// and the modules), the record's reading, and the replay. Run by bench/engine.ts.
import { performance } from "node:perf_hooks";
import { loadRecord } from "../cli/args.js";
import { tuneReplayCompiler } from "../cli/commands/replayCompiler.js";
import { replayRecord } from "../records/replay.js";

const startUpMs = performance.now();
const path = process.argv[2];
if (!path) throw new Error("usage: node dist/bench/coldReplay.js RECORD");
const loaded = await loadRecord(path);
if (!loaded.ok) throw new Error(loaded.message);
const readMs = performance.now() - startUpMs;
tuneReplayCompiler();
const t0 = performance.now();
const { report } = replayRecord(loaded.record, "seed", { events: false });
const replayMs = performance.now() - t0;
if (!report.verified) throw new Error(`the record does not replay: ${JSON.stringify(report.divergence)}`);
console.log(JSON.stringify({ startUpMs, readMs, replayMs }));
