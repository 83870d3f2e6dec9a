// Command-line arguments shared by several commands: the game to set up (playout, record) and the
// record file to read (replay, verify-dice).

import { readFile } from "node:fs/promises";
import { SCENARIOS, SCENARIO_IDS, type ScenarioId } from "../rules/data/index.js";
import { OPTION_IDS, type OptionId } from "../rules/state.js";
import { RecordFormatError } from "../records/format.js";
import { readRecord } from "../records/read.js";
import type { GameRecord } from "../records/record.js";
import { EXIT_USAGE, UsageError } from "./command.js";

export const MAX_SEED = 0xffffffff;

/** parseArgs options for the game set-up; spread them into a command's own options. */
export const SETUP_OPTIONS = {
  scenario: { type: "string" },
  options: { type: "string" },
  "campaign-end-year": { type: "string" },
  seed: { type: "string" },
} as const;

/** The usage lines for SETUP_OPTIONS, with what the command says about --scenario's default and the seed. */
export function setupUsage(notes: { scenario: string; seed: string }): string {
  return [
    `  --scenario NAME         ${SCENARIO_IDS.join(", ")} (${notes.scenario})`,
    `  --options LIST          "all" or a comma-separated list of: ${OPTION_IDS.join(", ")} (default none)`,
    "  --campaign-end-year Y   campaign only: score the game at the end of year Y (default: play until a side wins)",
    `  --seed S                integer 0-${MAX_SEED}; ${notes.seed}`,
  ].join("\n");
}

export interface SetupArgs {
  scenario: ScenarioId;
  options: OptionId[];
  campaignEndYear: number | null;
  seed: number;
}

interface SetupValues {
  scenario?: string | undefined;
  options?: string | undefined;
  "campaign-end-year"?: string | undefined;
  seed?: string | undefined;
}

export function integer(flag: string, raw: string, min: number, max: number): number {
  const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${flag} must be an integer ${range}, not "${raw}"`);
  }
  return n;
}

function scenarioOf(raw: string): ScenarioId {
  const found = SCENARIO_IDS.find((id) => id === raw);
  if (!found) throw new UsageError(`unknown scenario "${raw}"; scenarios: ${SCENARIO_IDS.join(", ")}`);
  return found;
}

function optionsOf(raw: string): OptionId[] {
  if (raw.trim() === "all") return [...OPTION_IDS];
  const named = raw.split(",").map((o) => o.trim()).filter((o) => o !== "");
  const unknown = named.filter((o) => !(OPTION_IDS as readonly string[]).includes(o));
  if (unknown.length > 0) throw new UsageError(`unknown option id${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; known: all, ${OPTION_IDS.join(", ")}`);
  return OPTION_IDS.filter((o) => named.includes(o));
}

/** Reads the SETUP_OPTIONS values; `defaults` fills an omitted --scenario or --seed, or else it is required. */
export function setupOf(values: SetupValues, defaults: { scenario?: ScenarioId; seed?: number } = {}): SetupArgs {
  const rawScenario = values.scenario ?? defaults.scenario;
  if (rawScenario === undefined) throw new UsageError("--scenario is required");
  const scenario = scenarioOf(rawScenario);
  let campaignEndYear: number | null = null;
  if (values["campaign-end-year"] !== undefined) {
    if (scenario !== "campaign") throw new UsageError("--campaign-end-year applies only to --scenario campaign");
    campaignEndYear = integer("campaign-end-year", values["campaign-end-year"], SCENARIOS.campaign.firstYear, 9999);
  }
  const options = optionsOf(values.options ?? "");
  const rawSeed = values.seed ?? defaults.seed?.toString();
  if (rawSeed === undefined) throw new UsageError("--seed is required");
  return { scenario, options, campaignEndYear, seed: integer("seed", rawSeed, 0, MAX_SEED) };
}

/** docs/record.md: a file that cannot be read as a record exits with 2, like a usage error. */
export const EXIT_UNREADABLE_RECORD = EXIT_USAGE;

/** The one FILE positional of replay and verify-dice. */
export function recordPath(positionals: readonly string[]): string {
  const [path, ...extra] = positionals;
  if (path === undefined) throw new UsageError("a record FILE is required (- for standard input)");
  if (extra.length > 0) throw new UsageError(`one record FILE only; unexpected ${extra.map((a) => `"${a}"`).join(", ")}`);
  return path;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

export type LoadedRecord = { ok: true; record: GameRecord } | { ok: false; message: string };

/** Reads and checks a record file (`-` is standard input); a failure is a message, never a throw. */
export async function loadRecord(path: string): Promise<LoadedRecord> {
  const name = path === "-" ? "standard input" : path;
  let text: string;
  try {
    text = path === "-" ? await readStdin() : await readFile(path, "utf8");
  } catch (error) {
    return { ok: false, message: `cannot read ${name}: ${(error as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${name} is not JSON: ${(error as Error).message}` };
  }
  try {
    return { ok: true, record: await readRecord(json) };
  } catch (error) {
    if (error instanceof RecordFormatError) return { ok: false, message: `${name}: ${error.message}` };
    throw error;
  }
}
