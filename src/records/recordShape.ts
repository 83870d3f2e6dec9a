// A check of the record format written out by hand, for the records that are valid (nearly all):
// it accepts only what the zod schema (record.ts) accepts, and a record it refuses goes to the
// schema, which explains what is wrong. It spares `hots replay` loading zod (a third of its
// start-up) and a 3,000-order record a slower validation. tests/records/recordShape.test.ts
// holds it to the schema.

import { SCENARIO_IDS } from "../rules/data/index.js";
import { OPTION_IDS } from "../rules/state.js";
import { RECORD_FORMAT, RECORD_VERSION } from "./format.js";
import type { GameRecord } from "./record.js";

type Json = Record<string, unknown>;

const SIDES: readonly unknown[] = ["england", "scotland"];
const GIVERS: readonly unknown[] = ["player", "server", "creator"];
const PURPOSES: readonly unknown[] = ["deal", "pool-draw", "levy", "celtic", "herald", "fire", "side"];
const AUDIENCES: readonly unknown[] = ["all", "england", "scotland", "referee"];
const HEX64 = /^[0-9a-f]{64}$/;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An object with every required key and no key outside required and optional (zod's strictObject). */
function hasKeys(value: unknown, required: readonly string[], optional: readonly string[] = []): value is Json {
  if (!isObject(value)) return false;
  let present = 0;
  for (const key of Object.keys(value)) {
    if (required.includes(key)) present += 1;
    else if (!optional.includes(key)) return false;
  }
  return present === required.length;
}

/** Every item, holes included (Array.prototype.every skips the holes of a sparse array). */
function isArrayOf(value: unknown, isItem: (item: unknown) => boolean): value is unknown[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!isItem(value[i])) return false;
  return true;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isHex64 = (value: unknown): boolean => isString(value) && HEX64.test(value);
const isInteger = (value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): boolean =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

function isSetup(value: unknown): boolean {
  if (!hasKeys(value, ["scenario", "options", "campaignEndYear", "bids"])) return false;
  const { scenario, options, campaignEndYear, bids } = value;
  return (
    (SCENARIO_IDS as readonly unknown[]).includes(scenario) &&
    isArrayOf(options, (option) => (OPTION_IDS as readonly unknown[]).includes(option)) &&
    (campaignEndYear === null || isInteger(campaignEndYear)) &&
    (bids === null || (isArrayOf(bids, isString) && bids.length === 2))
  );
}

function isNonceOrigin(value: unknown): boolean {
  return hasKeys(value, ["givenBy", "at"]) && GIVERS.includes(value.givenBy) && (value.at === null || isString(value.at));
}

function isDice(value: unknown): boolean {
  if (!hasKeys(value, ["scheme", "commitment", "nonces", "seed"], ["nonceOrigins"])) return false;
  const { scheme, commitment, nonces, nonceOrigins, seed } = value;
  return (
    scheme === "hots-judge dice v1" &&
    isHex64(commitment) &&
    hasKeys(nonces, ["england", "scotland"]) &&
    isString(nonces.england) &&
    isString(nonces.scotland) &&
    (!("nonceOrigins" in value) || (hasKeys(nonceOrigins, ["england", "scotland"]) && isNonceOrigin(nonceOrigins.england) && isNonceOrigin(nonceOrigins.scotland))) &&
    (seed === null || isHex64(seed))
  );
}

function isRecordedOrder(value: unknown): boolean {
  if (!hasKeys(value, ["seq", "side", "text", "at", "stateHash"], ["default", "deadline"])) return false;
  return (
    isInteger(value.seq, 1) &&
    SIDES.includes(value.side) &&
    isString(value.text) &&
    value.text.length >= 1 &&
    isString(value.at) &&
    isHex64(value.stateHash) &&
    (!("default" in value) || value.default === true) &&
    (!("deadline" in value) || isString(value.deadline))
  );
}

function isDiceEntry(value: unknown): boolean {
  return (
    hasKeys(value, ["k", "purpose", "n", "value", "visibleTo"]) &&
    isInteger(value.k, 0) &&
    PURPOSES.includes(value.purpose) &&
    isInteger(value.n, 1, 2 ** 32) &&
    isInteger(value.value, 0) &&
    AUDIENCES.includes(value.visibleTo)
  );
}

function isResult(value: unknown): boolean {
  return hasKeys(value, ["winner", "reason", "year"]) && (value.winner === null || SIDES.includes(value.winner)) && isString(value.reason) && isInteger(value.year);
}

/** True only for a record the zod schema accepts as it is; false may still be a valid record. */
export function isRecordShape(json: unknown): json is GameRecord {
  if (!hasKeys(json, ["format", "version", "gameId", "setup", "dice", "createdAt", "initialStateHash", "orders", "diceLog", "result"])) return false;
  return (
    json.format === RECORD_FORMAT &&
    (json.version === 1 || json.version === RECORD_VERSION) &&
    isString(json.gameId) &&
    json.gameId.length >= 1 &&
    isSetup(json.setup) &&
    isDice(json.dice) &&
    isString(json.createdAt) &&
    isHex64(json.initialStateHash) &&
    isArrayOf(json.orders, isRecordedOrder) &&
    isArrayOf(json.diceLog, isDiceEntry) &&
    (json.result === null || isResult(json.result))
  );
}
