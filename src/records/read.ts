// Reading a record where start-up time counts (the command line): zod is loaded only to explain
// what is wrong with a record the hand-written check refuses.

import type { GameRecord } from "./record.js";
import { isRecordShape } from "./recordShape.js";

/** parseRecord, the same records accepted and the same errors thrown. */
export async function readRecord(json: unknown): Promise<GameRecord> {
  if (isRecordShape(json)) return json;
  const { parseRecord } = await import("./record.js");
  return parseRecord(json);
}
