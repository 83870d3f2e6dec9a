// Views to draw in the render tests: a recorded game stopped at an order, and a battle position.
import { readFileSync } from "node:fs";
import { parseRecord, replayRecord } from "../../src/records/index.js";
import { viewFor, type View, type Viewer } from "../../src/views/index.js";
import { game } from "../helpers/game.js";

const record = parseRecord(JSON.parse(readFileSync(new URL("../../examples/braveheart-seed-5.json", import.meta.url), "utf8")));

/** The example Braveheart game after its first `at` orders, as `viewer` sees it. */
export function recordedView(viewer: Viewer, at: number): View {
  const replay = replayRecord({ ...record, orders: record.orders.slice(0, at), result: null }, "log");
  if (replay.state === null) throw new Error("the example record does not set up");
  return viewFor(replay.state, viewer);
}

/** Two battles waiting in Lothian and Fife (5.1), nothing revealed yet. */
export function battleView(viewer: Viewer): View {
  const g = game({
    year: 1298,
    p1: "england",
    england: { Lothian: "York Knights", Fife: "Lancaster Knights", England: "Edward 3" },
    scotland: { Lothian: "Barclay 1", Fife: "Douglas", Selkirk: "Wallace" },
    battles: [
      { area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } },
      { area: "Fife", attacker: "england", entries: { england: ["Angus"] } },
    ],
    at: "battles",
  });
  return viewFor(g.state, viewer);
}

/** The example Braveheart game at its end (England wins on the nobles in 1305), as `viewer` sees it. */
export function finalView(viewer: Viewer): View {
  const replay = replayRecord(record, "log");
  if (replay.state === null) throw new Error("the example record does not replay");
  return viewFor(replay.state, viewer, { revealAll: true });
}
