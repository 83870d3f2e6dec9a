export { canonicalJson, sha256Hex, stateHash, stateJson } from "./canonical.js";
export { parseRecord, recordSchema, RecordFormatError, RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordedOrder } from "./record.js";
export { GameRecorder, type RecorderOptions } from "./recorder.js";
export { replayRecord, type DiceMode, type Divergence, type Replay, type ReplayOptions, type ReplayReport } from "./replay.js";
export { auditRecordDice, auditRecordNonces, orderThatDrew, type DiceAudit, type NonceVerdict } from "./verifyDice.js";
