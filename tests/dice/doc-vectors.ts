// Reads the test vectors out of docs/dice.md, so the published specification and the code are
// checked against the same numbers and cannot drift apart.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Nonces } from "../../src/dice/index.js";

export interface VectorRow {
  k: number;
  n: number;
  value: number;
  attempts: number;
}

export interface VectorSet {
  seedHex: string;
  commitment: string;
  gameId: string;
  nonces: Nonces;
  messageHex: string;
  rows: VectorRow[];
}

const DOC_PATH = fileURLToPath(new URL("../../docs/dice.md", import.meta.url));
const HEADER_KEYS = ["seed", "commitment", "gameId", "england", "scotland", "message"] as const;
type HeaderKey = (typeof HEADER_KEYS)[number];

function isHeaderKey(word: string): word is HeaderKey {
  return (HEADER_KEYS as readonly string[]).includes(word);
}

function parseSafeInteger(word: string, line: string): number {
  const value = Number(word);
  if (!/^\d+$/.test(word) || !Number.isSafeInteger(value)) {
    throw new Error(`docs/dice.md: ${JSON.stringify(word)} is not an integer in line ${JSON.stringify(line)}`);
  }
  return value;
}

function requireString(value: unknown, key: string): string {
  if (typeof value !== "string") throw new Error(`docs/dice.md: ${key} must be a JSON string`);
  return value;
}

function parseBlock(body: string): VectorSet {
  const header = new Map<HeaderKey, unknown>();
  const rows: VectorRow[] = [];
  for (const line of body.split("\n").map((l) => l.trim())) {
    if (line === "" || line.startsWith("#")) continue;
    const [first = "", ...rest] = line.split(/\s+/);
    if (isHeaderKey(first)) {
      header.set(first, JSON.parse(line.slice(first.length).trim()));
      continue;
    }
    const numbers = [first, ...rest].map((word) => parseSafeInteger(word, line));
    const [k, n, value, attempts] = numbers;
    if (numbers.length !== 4 || k === undefined || n === undefined || value === undefined || attempts === undefined) {
      throw new Error(`docs/dice.md: expected "k n value attempts", got ${JSON.stringify(line)}`);
    }
    rows.push({ k, n, value, attempts });
  }
  const nonces: Partial<Record<"england" | "scotland", string>> = {};
  for (const side of ["england", "scotland"] as const) {
    const nonce = header.get(side);
    if (nonce !== null) nonces[side] = requireString(nonce, side);
  }
  return {
    seedHex: requireString(header.get("seed"), "seed"),
    commitment: requireString(header.get("commitment"), "commitment"),
    gameId: requireString(header.get("gameId"), "gameId"),
    nonces,
    messageHex: requireString(header.get("message"), "message"),
    rows,
  };
}

export function readDocVectors(): VectorSet[] {
  const doc = readFileSync(DOC_PATH, "utf8");
  return [...doc.matchAll(/^```dice-vectors\n([\s\S]*?)^```/gm)].map((match) => parseBlock(match[1] ?? ""));
}
