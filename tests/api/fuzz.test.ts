// A fuzz of every route of openapi/openapi.json with malformed requests, against a real server on a
// SQLite file: bodies of the wrong shape (random JSON, unknown fields, a wrong type for each field,
// missing fields, huge strings), invalid JSON, bad UTF-8, wrong or missing content types, bodies
// over the limit, bad path parameters and query strings, bad tokens, bad If-Match and
// Idempotency-Key headers. Whatever comes in: no 5xx, every error is application/problem+json with
// a documented `code` and no stack trace, and the game the requests aim at is left as it was.
//
// Each request starts from a valid one and gets at least one fault that must make it fail, so an
// order or a resignation that gets through shows as a changed game.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBodySchema } from "../../src/api/schemas/orders.js";
import { startServer, testConfig, type TestServer } from "./server.js";
import { CONTRACT_ROUTES } from "./routes.js";

/** Random requests per route, after the chosen ones: with 11 routes, some 600 requests in all. */
const RUNS = 25;
const BODY_LIMIT = 262_144;
const TWO_MB = 2 * 1024 * 1024;

/** docs/api.md "Errors". */
const CODES = [
  "bad-request",
  "order-syntax",
  "unauthorized",
  "forbidden",
  "not-your-decision",
  "not-found",
  "method-not-allowed",
  "request-timeout",
  "stale-version",
  "idempotency-conflict",
  "deadline-passed",
  "conflict",
  "payload-too-large",
  "unsupported-media-type",
  "illegal-order",
  "rate-limited",
  "headers-too-large",
  "internal",
  "not-ready",
  "busy",
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  $ref?: string;
}

interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const doc = JSON.parse(readFileSync(new URL("../../openapi/openapi.json", import.meta.url), "utf8")) as OpenApi;
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

const deref = (schema: JsonSchema): JsonSchema => (schema.$ref ? deref(doc.components.schemas[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema);

type JsonType = "null" | "boolean" | "integer" | "number" | "string" | "array" | "object";

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

/** The JSON types a schema admits, or null when it does not say. */
function typesOf(schema: JsonSchema): Set<JsonType> | null {
  const s = deref(schema);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const all = branches.map(typesOf);
    return all.some((t) => t === null) ? null : new Set(all.flatMap((t) => [...(t ?? [])]));
  }
  const values = s.enum ?? (s.const !== undefined ? [s.const] : null);
  if (values) return new Set(values.map(jsonTypeOf));
  if (s.type === undefined) return null;
  const types = new Set((Array.isArray(s.type) ? s.type : [s.type]) as JsonType[]);
  if (types.has("number")) types.add("integer");
  return types;
}

interface FuzzRequest {
  method: string;
  /** Already percent-encoded, ASCII only. */
  path: string;
  query: string[];
  headers: Record<string, string>;
  body: Buffer | null;
  chunked: boolean;
}

/** One change to a request; its label is how fast-check prints it. */
interface Mutation {
  label: string;
  apply(request: FuzzRequest): void;
  [fc.toStringMethod](): string;
}

const short = (text: string, max = 80): string => (text.length > max ? `${text.slice(0, max)}...(${text.length} chars)` : text);

function mutation(label: string, apply: (request: FuzzRequest) => void): Mutation {
  return { label, apply, [fc.toStringMethod]: () => label };
}

interface Reply {
  status: number;
  contentType: string;
  text: string;
}

function send(baseUrl: string, r: FuzzRequest): Promise<Reply> {
  const base = new URL(baseUrl);
  const path = r.query.length > 0 ? `${r.path}?${r.query.join("&")}` : r.path;
  const headers = { ...r.headers };
  if (r.body !== null && !r.chunked) headers["content-length"] = String(r.body.length);
  if (r.body !== null && r.chunked) headers["transfer-encoding"] = "chunked";
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: base.hostname, port: base.port, method: r.method, path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error("no answer within 60 s")));
    // The server may answer (413) and close before a large body is all written.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (r.body === null) req.end();
    else if (r.chunked) {
      const half = Math.floor(r.body.length / 2);
      req.write(r.body.subarray(0, half));
      req.end(r.body.subarray(half));
    } else req.end(r.body);
  });
}

function describeRequest(r: FuzzRequest): string {
  const headers = Object.entries(r.headers).map(([k, v]) => `${k}: ${short(v)}`);
  const body = r.body === null ? "" : `\n${short(r.body.toString("latin1"), 300)}`;
  return `${r.method} ${short(r.path, 120)}${r.query.length ? `?${short(r.query.join("&"), 120)}` : ""}\n${headers.join("\n")}${r.chunked ? "\n(chunked)" : ""}${body}`;
}

const V8_FRAME = /\bat \S.*:\d+:\d+\)?/;

function expectProblem(reply: Reply, what: string): void {
  expect(reply.contentType, what).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(reply.text) as Record<string, unknown>;
  expect(typeof body.code, what).toBe("string");
  expect(CODES, what).toContain(body.code);
  expect(body, what).toMatchObject({ status: reply.status, type: `urn:hots-judge:problem:${String(body.code)}` });
  expect(typeof body.detail, what).toBe("string");
  expect(reply.text, what).not.toMatch(/"stack"\s*:/);
  expect(reply.text, what).not.toMatch(V8_FRAME);
}

// ---- generators -------------------------------------------------------------------------------

const chars = (codes: number[]) => fc.constantFrom(...codes.map((c) => String.fromCharCode(c)));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** What a header value may hold on the wire (node refuses the rest). */
const headerText = (maxLength = 120) => fc.string({ unit: chars([9, ...range(0x20, 0x7e), ...range(0x80, 0xff)]), maxLength });
const tokenChar = chars([...range(0x30, 0x39), ...range(0x41, 0x5a), ...range(0x61, 0x7a), 0x2d, 0x5f]);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const encoded = (maxLength = 40) => fc.string({ unit: "grapheme", maxLength }).map(encodeURIComponent);
/** Broken or odd percent-encodings and reserved characters, as they would appear raw in a URL. */
const rawUrlText = fc.oneof(
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "%2F", "a%2Fb", "%C0%AF", "%FF", "%ED%A0%80", "..", ".", "~", "!$&'()*+,;=:@", "%25"),
  fc.string({ unit: fc.constantFrom("%", "A", "f", "0", "9", "-", "_", ".", "~", "!", "$", "'", "(", "*", "+", ",", ";", "=", ":", "@"), maxLength: 24 }),
);
const BAD_UTF8 = [[0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xf4, 0x90, 0x80, 0x80]];
const WRONG_TYPES = [
  "application/xml",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/octet-stream",
  "image/png",
  "application/jsonp",
  "application/json-patch+json",
  "text/json",
  "json",
  "*/*",
];
const essence = (type: string): string => type.split(";")[0]?.trim().toLowerCase() ?? "";

/** The server's own reading of If-Match (src/api/routes/orders.ts): the values it accepts for `version`. */
function acceptedIfMatch(header: string, version: number): boolean {
  if (header.trim() === "*") return true;
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(header);
  return match !== null && Number(match[1]) === version;
}

// ---- the suite --------------------------------------------------------------------------------

const root = mkdtempSync(join(tmpdir(), "hots-fuzz-"));
let server: TestServer;
type Tokens = Record<"england" | "scotland" | "host" | "observer", string>;
let game: { gameId: string; tokens: Tokens };
let other: { gameId: string; tokens: Tokens };
/** A third game, whose tokens are the foreign ones: a request may aim at `other` (a bad id) and carry one, and must still fail. */
let stranger: { gameId: string; tokens: Tokens };
let before: unknown;
let baselines: Record<string, unknown>;

/** The referee's view of the game with its ETag, and the orders stored: all that a request could change. */
async function snapshot(): Promise<unknown> {
  const reply = await server.request("GET", `/games/${game.gameId}`, { token: game.tokens.host });
  return { status: reply.status, etag: reply.headers.get("etag"), body: reply.text, orders: (await server.store.listOrders(game.gameId)).length };
}

beforeAll(async () => {
  server = await startServer(testConfig(`file:${join(root, "fuzz.db")}`, { BODY_LIMIT: String(BODY_LIMIT), RECORD_LIMIT: String(BODY_LIMIT) }));
  // Both seats claimed: a join, a new invite or a claim on this game can only be refused (409).
  const create = async (): Promise<typeof game> => {
    const created = (await server.request("POST", "/games", { json: { scenario: "braveheart", hostSees: "referee" } })).body;
    const tokens: Tokens = { ...created.tokens };
    for (const side of ["england", "scotland"] as const) {
      tokens[side] = (await server.request("POST", `/games/${created.gameId}/join`, { json: { invite: created.invites[side] } })).body.token;
    }
    return { gameId: created.gameId, tokens };
  };
  const englishCards = async (g: typeof game): Promise<string[]> =>
    (await server.request("GET", `/games/${g.gameId}`, { token: g.tokens.england })).body.view.decisions[0]?.cards ?? [];
  // A hand of five identical cards is played without asking (one game in fifty or so): the game
  // needs an English card to choose, so that the orders refused are ones that would be accepted.
  game = await create();
  while ((await englishCards(game)).length === 0) game = await create();
  other = await create();
  stranger = await create();
  const england = (await englishCards(game))[0];
  const record = (await server.request("GET", `/games/${game.gameId}/record`, { token: game.tokens.host })).body;
  baselines = {
    "/games": { scenario: "braveheart", options: [], emails: { england: "e@example.org" } },
    "/games/{id}/join": { invite: "an invite of this game, long since spent", nonce: "n" },
    "/games/{id}/orders": { order: { type: "play", card: england } },
    "/adjudicate": {
      position: {
        year: 1298,
        p1: "england",
        england: { Lothian: "York Knights", Fife: "Lancaster Knights" },
        scotland: { Lothian: "Barclay 1", Fife: "Douglas" },
        battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
        at: "battles",
      },
      orders: [{ side: "england", text: "battle Lothian" }],
      dice: [1, 6, 6, 6],
    },
    "/replays": record,
    "/games/{id}/deadlines": { seconds: { battle: 3600 }, timeZone: "Europe/London" },
    "/games/{id}/extend": { seconds: 3600 },
    "/games/{id}/policy": { text: "retreat when outnumbered 2:1 after round 1; regroup none" },
  };
  // The baselines are valid: the faults alone make the requests fail.
  expect((await server.request("POST", `/games/${game.gameId}/orders?dryRun=true`, { token: game.tokens.england, json: baselines["/games/{id}/orders"] })).status).toBe(200);
  for (const path of ["/games", "/adjudicate", "/replays"]) {
    const reply = await server.request("POST", path, { json: baselines[path] });
    expect(reply.status, `${path}: ${reply.text}`).toBeLessThan(300);
  }
  before = await snapshot();
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

type Op = (typeof operations)[number];

const isGameRoute = (op: Op) => op.path.startsWith("/games/{id}");
/** The routes that change the game: every request to them must fail. */
const changesGame = (op: Op) => op.method === "POST" && isGameRoute(op);

function baseline(op: Op): FuzzRequest {
  const headers: Record<string, string> = {};
  if (isGameRoute(op)) headers.authorization = `Bearer ${changesGame(op) ? game.tokens.england : game.tokens.host}`;
  const json = baselines[op.path];
  if (json !== undefined) headers["content-type"] = "application/json";
  return {
    method: op.method,
    path: op.path.replace("{id}", game.gameId),
    query: [],
    headers,
    body: json === undefined ? null : Buffer.from(JSON.stringify(json)),
    chunked: false,
  };
}

const setBody = (r: FuzzRequest, body: Buffer | string, type: string | null) => {
  r.body = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  if (type === null) delete r.headers["content-type"];
  else r.headers["content-type"] = type;
};

/** A kind of change: random ones, and a few chosen ones that are always tried. */
interface Kind {
  arbitrary: fc.Arbitrary<Mutation>;
  examples: Mutation[];
}

function kind<T>(values: fc.Arbitrary<T>, examples: T[], make: (value: T) => Mutation): Kind {
  return { arbitrary: values.map(make), examples: examples.map(make) };
}

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Faults: each makes the request one the server must refuse. */
function faults(op: Op): Kind[] {
  const out: Kind[] = [];
  const path = op.path.replace("{id}", game.gameId);

  // A method or a path the document does not have.
  const methods = ["PUT", "DELETE", "PATCH", "OPTIONS", op.method === "GET" ? "POST" : "GET"];
  out.push(kind(fc.constantFrom(...methods), methods.slice(0, 1), (m) => mutation(`method ${m}`, (r) => void (r.method = m))));
  const paths = [`${path}/`, `${path}/x`, path.toUpperCase(), `${path}/..`, `/v1${path}`];
  out.push(kind(fc.constantFrom(...paths), paths.slice(0, 1), (p) => mutation(`path ${p}`, (r) => void (r.path = p))));

  if (isGameRoute(op)) {
    const id = fc.oneof(
      encoded().filter((s) => !/^[A-Za-z0-9_-]{1,64}$/.test(s)),
      fc.string({ unit: tokenChar, minLength: 65, maxLength: 300 }),
      rawUrlText,
      fc.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      fc.constant(other.gameId),
      fc.constant(""),
    );
    // Broken percent-encoding, a lone surrogate, too long for the schema and for the router.
    const ids = ["%", "%E0%A4%A", "%ED%A0%80", "%2F..%2F", "x".repeat(65), "x".repeat(101), "no-such-game", other.gameId];
    out.push(kind(id, ids, (bad) => mutation(`id ${short(bad)}`, (r) => void (r.path = op.path.replace("{id}", bad)))));

    const others = [`Bearer ${stranger.tokens.england}`, `Bearer ${game.tokens.england} ${game.tokens.england}`, "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", `Token ${game.tokens.england}`];
    // The host and observers may read, never order; the host manages deadlines (docs/deadlines.md) and
    // ends the game: those routes are not fuzzed with its token.
    const hostRoute = /\/(deadlines|pause|resume|end)$/.test(op.path);
    if (changesGame(op)) others.push(`Bearer ${game.tokens.observer}`);
    if (changesGame(op) && !hostRoute) others.push(`Bearer ${game.tokens.host}`);
    const authorization = fc.oneof(
      fc.constant(null),
      headerText().map((t) => `Bearer ${t}`),
      headerText(),
      fc.constantFrom(...others),
      fc.string({ unit: tokenChar, minLength: 257, maxLength: 3000 }).map((t) => `Bearer ${t}`),
    );
    out.push(
      kind(authorization, [null, `Bearer ${"x".repeat(300)}`, ...others], (value) =>
        mutation(`authorization ${value === null ? "missing" : short(value)}`, (r) => {
          if (value === null) delete r.headers.authorization;
          else r.headers.authorization = value;
        }),
      ),
    );
    if (op.method === "GET") {
      // The token of a GET may come in the query (the observer link); a bad one there.
      out.push(
        kind(fc.oneof(encoded(300), rawUrlText, fc.constant(stranger.tokens.host)), ["%", "x".repeat(257), stranger.tokens.host], (t) =>
          mutation(`?token=${short(t)} and no header`, (r) => {
            delete r.headers.authorization;
            r.query.push(`token=${t}`);
          }),
        ),
      );
    }
  }

  if (changesGame(op)) {
    const ifMatch = fc.oneof(
      headerText().filter((h) => !acceptedIfMatch(h, 0)),
      fc.integer({ min: 1, max: 1_000_000 }).map((n) => `"${n}"`),
      fc.integer({ min: 1, max: 1_000_000 }).map((n) => `W/"${n}"`),
      fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }).map((n) => `"${n}"`),
      fc.string({ unit: tokenChar, minLength: 101, maxLength: 400 }),
    );
    const ifMatches = ["yesterday", "0", '"1"', 'W/"7"', '"0', "'0'", '"-1"', '"0.0"', '"1e3"', "**", '*, "0"', '"0", "1"', `"${"9".repeat(16)}"`, "x".repeat(101)];
    out.push(kind(ifMatch, ifMatches, (h) => mutation(`if-match ${short(h)}`, (r) => void (r.headers["if-match"] = h))));
    const key = fc.oneof(fc.constantFrom("", " ", "\t"), fc.string({ unit: tokenChar, minLength: 201, maxLength: 2000 }));
    out.push(kind(key, ["", "x".repeat(201)], (k) => mutation(`idempotency-key ${JSON.stringify(short(k))}`, (r) => void (r.headers["idempotency-key"] = k))));
  }

  // Query parameters the document names, with values their schemas refuse, or repeated.
  for (const param of op.op.parameters?.filter((p) => p.in === "query") ?? []) {
    const s = param.schema;
    const values: fc.Arbitrary<string>[] = [];
    const examples: string[] = [];
    if (s.enum) {
      values.push(fc.string({ maxLength: 20 }).filter((v) => !s.enum?.includes(v)).map(encodeURIComponent));
      examples.push("maybe", "%", "%zz", "tru%", "%E0%A4%A", "TRUE", "");
    }
    if (s.pattern) {
      const pattern = new RegExp(s.pattern);
      values.push(fc.string({ maxLength: 20 }).filter((v) => !pattern.test(v)).map(encodeURIComponent));
      examples.push("-1", "1e3", "0x10", "1000000000", "9".repeat(40), "%", "");
    }
    if (s.maxLength !== undefined) {
      values.push(fc.string({ unit: tokenChar, minLength: s.maxLength + 1, maxLength: s.maxLength + 500 }));
      examples.push("x".repeat(s.maxLength + 1));
    }
    const valid = s.enum ? String(s.enum[0]) : "1";
    examples.push(`${valid}&${param.name}=${valid}`);
    values.push(fc.constant(`${valid}&${param.name}=${valid}`));
    out.push(kind(fc.oneof(...values), examples, (v) => mutation(`?${param.name}=${short(v)}`, (r) => void r.query.push(`${param.name}=${v}`))));
  }

  // Bodies.
  const content = op.op.requestBody?.content;
  const json = baselines[op.path];
  const text = JSON.stringify(json ?? {});
  const jsonSchema = content?.["application/json"] ? deref(content["application/json"].schema) : null;
  const withJson = (label: string, body: string) => mutation(label, (r) => setBody(r, body, "application/json"));
  if (jsonSchema && json !== undefined) {
    const refused = (value: unknown) => op.path !== "/games/{id}/orders" || !orderBodySchema.safeParse(value).success;
    out.push(kind(anyJson.filter(refused), [null, 0, "", [], true, [json]], (v) => withJson(`body ${short(JSON.stringify(v))}`, JSON.stringify(v))));

    const known = Object.keys(jsonSchema.properties ?? {});
    out.push(
      kind(fc.tuple(fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !known.includes(k)), anyJson), [["colour", "red"], ["__proto__", { admin: true }], ["constructor", { prototype: {} }]], ([k, v]) =>
        withJson(`unknown field ${JSON.stringify(k)}`, `${text.slice(0, -1)},${JSON.stringify(k)}:${JSON.stringify(v)}}`),
      ),
    );
    for (const [name, schema] of Object.entries(jsonSchema.properties ?? {})) {
      const types = typesOf(schema);
      const wrong = [null, true, 7, 1.5, "seven", [], {}].filter((v) => types !== null && !types.has(jsonTypeOf(v))).slice(0, 2);
      if (types !== null) {
        out.push(kind(anyJson.filter((v) => !types.has(jsonTypeOf(v))), wrong, (v) => withJson(`${name}: ${short(JSON.stringify(v))}`, JSON.stringify({ ...(json as object), [name]: v }))));
      }
      out.push(
        kind(fc.tuple(fc.integer({ min: 2_001, max: 2 * BODY_LIMIT }), fc.constantFrom("x", "\u00e9", "\u2603", "\ud83c\udff4")), [[100_000, "x"]] as [number, string][], ([n, c]) =>
          withJson(`${name}: a string of ${n} ${JSON.stringify(c)}`, JSON.stringify({ ...(json as object), [name]: c.repeat(n) })),
        ),
      );
    }
    const required = jsonSchema.required ?? [];
    if (required.length > 0) {
      out.push(
        kind(fc.constantFrom(...required), required, (name) => {
          const { [name]: _, ...rest } = json as Record<string, unknown>;
          return withJson(`without ${name}`, JSON.stringify(rest));
        }),
      );
    } else {
      // The orders body has no required member, but needs one of `order` and `text`.
      const bodies = ["{}", `{"order":${JSON.stringify((json as { order: unknown }).order)},"text":"pass"}`];
      out.push(kind(fc.constantFrom(...bodies), bodies, (b) => withJson(`body ${b}`, b)));
    }
  }
  if (content !== undefined || changesGame(op)) {
    // What no route takes: JSON that does not parse, bytes that are not UTF-8, a type no parser
    // reads, a body over the limit. (POST /resign takes no body: any JSON or text it ignores.)
    const invalidJson = fc
      .oneof(
        fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((i) => text.slice(0, i)),
        fc.tuple(fc.nat({ max: text.length }), fc.string({ minLength: 1, maxLength: 3 })).map(([i, s]) => text.slice(0, i) + s + text.slice(i)),
        fc.string({ maxLength: 40 }),
      )
      .filter((t) => t.trim() !== "" && !isJson(t));
    const broken = ["{", "[1,]", "{'a':1}", "NaN", "undefined", `${text}}`, `\u00ef\u00bb\u00bf${text}`, '"\\ud800"x', text.slice(0, -1)];
    out.push(kind(invalidJson, broken, (t) => withJson(`invalid JSON ${JSON.stringify(short(t))}`, t)));

    const quotes = [...text.matchAll(/"/g)].map((m) => m.index);
    const badUtf8 = (bytes: number[], at: number, type: string) => {
      const i = (quotes[at % Math.max(1, quotes.length)] ?? 0) + 1;
      const source = Buffer.from(text, "utf8");
      const body = Buffer.concat([source.subarray(0, i), Buffer.from(bytes), source.subarray(i)]);
      return mutation(`bad UTF-8 ${Buffer.from(bytes).toString("hex")} as ${type}`, (r) => setBody(r, body, type));
    };
    const types = ["application/json", "text/plain", "application/json; charset=utf-8"];
    out.push(
      kind(fc.tuple(fc.constantFrom(...BAD_UTF8), fc.nat(), fc.constantFrom(...types)), BAD_UTF8.map((bytes, i) => [bytes, i, types[i % types.length] ?? "application/json"] as [number[], number, string]), ([bytes, at, type]) =>
        badUtf8(bytes, at, type),
      ),
    );

    const typeName = fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,16}$/);
    const wrongType = fc
      .oneof(fc.constantFrom(...WRONG_TYPES), typeName, headerText(60), fc.constant(null))
      .filter((t) => t === null || !["application/json", "text/plain"].includes(essence(t)));
    out.push(
      kind(wrongType, [null, ...WRONG_TYPES], (type) =>
        mutation(`content-type ${type === null ? "missing" : JSON.stringify(short(type))}`, (r) => {
          if (r.body === null) r.body = Buffer.from(text);
          if (type === null) delete r.headers["content-type"];
          else r.headers["content-type"] = type;
        }),
      ),
    );
    if (op.path === "/games/{id}/orders") {
      const plain = ["text/plain", "text/plain; charset=utf-8"];
      out.push(kind(fc.constantFrom(...plain), plain, (type) => mutation(`JSON sent as ${type}`, (r) => setBody(r, text, type))));
    }
    const sizes = fc.tuple(fc.integer({ min: BODY_LIMIT + 1, max: 3 * BODY_LIMIT }), fc.constantFrom("application/json", "text/plain"));
    out.push(
      kind(sizes, [[BODY_LIMIT + 1, "application/json"], [TWO_MB, "application/json"], [TWO_MB, "text/plain"]] as [number, string][], ([n, type]) =>
        mutation(`a body of ${n} bytes as ${type}`, (r) => setBody(r, `{"x":"${"x".repeat(n - 8)}"}`, type)),
      ),
    );
  }
  return out;
}

/** Changes that leave a request as valid (or as invalid) as it was. */
function noise(op: Op): fc.Arbitrary<Mutation>[] {
  const out: fc.Arbitrary<Mutation>[] = [
    fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.oneof(encoded(), rawUrlText)).map(([k, v]) => mutation(`?x-${k}=${short(v)}`, (r) => void r.query.push(`x-${k}=${v}`))),
    fc.constantFrom("&", "&&=&", "=", "x", "x=1=2", "x[]=1&x[a]=2").map((q) => mutation(`?${q}`, (r) => void r.query.push(q))),
    fc.tuple(fc.stringMatching(/^[a-z]{1,10}$/), headerText()).map(([k, v]) => mutation(`x-fuzz-${k}: ${short(v)}`, (r) => void (r.headers[`x-fuzz-${k}`] = v))),
    headerText(60).map((v) => mutation(`accept: ${short(v)}`, (r) => void (r.headers.accept = v))),
  ];
  if (op.method === "GET") out.push(headerText().map((v) => mutation(`if-none-match: ${short(v)}`, (r) => void (r.headers["if-none-match"] = v))));
  if (op.path === "/games/{id}/orders") out.push(fc.constantFrom("true", "false").map((v) => mutation(`?dryRun=${v}`, (r) => void r.query.push(`dryRun=${v}`))));
  if (op.method === "POST") out.push(fc.constant(mutation("chunked", (r) => void (r.chunked = r.body !== null))));
  if (op.path === "/games/{id}/resign") {
    out.push(anyJson.map((v) => mutation(`ignored body ${short(JSON.stringify(v))}`, (r) => setBody(r, JSON.stringify(v), "application/json"))));
  }
  return out;
}

async function fuzzOnce(op: Op, request: FuzzRequest): Promise<void> {
  const what = describeRequest(request);
  const reply = await send(server.url, request);
  expect(reply.status, `${what}\n=> ${reply.status} ${short(reply.text, 300)}`).toBeLessThan(500);
  if (changesGame(op)) expect(reply.status, `${what}\n=> ${reply.text}`).toBeGreaterThanOrEqual(400);
  if (reply.status >= 400) expectProblem(reply, `${what}\n=> ${reply.status} ${short(reply.text, 300)}`);
  expect(await snapshot(), `the game changed after\n${what}\n=> ${reply.status} ${short(reply.text, 300)}`).toEqual(before);
}

describe("fuzzing every route of openapi/openapi.json", () => {
  it("reads every route from the document", () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(
      [...CONTRACT_ROUTES].sort(),
    );
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}: malformed requests are refused with a problem, and change nothing`, { timeout: 300_000 }, async () => {
      const kinds = faults(op);
      const arbitrary = fc.tuple(fc.array(fc.oneof(...noise(op)), { maxLength: 2 }), fc.array(fc.oneof(...kinds.map((k) => k.arbitrary)), { minLength: 1, maxLength: 2 }));
      // Every chosen fault once, alone, then random ones with noise. No shrinking: a request's
      // mutations are listed in the failure, and each step of shrinking would cost requests.
      const examples = kinds.flatMap((k) => k.examples).map((m): [[Mutation[], Mutation[]]] => [[[], [m]]]);
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([noisy, faulty]) => {
          const request = baseline(op);
          for (const m of [...noisy, ...faulty]) m.apply(request);
          await fuzzOnce(op, request);
        }),
        // The examples count among the runs.
        { numRuns: examples.length + RUNS, examples, endOnFailure: true },
      );
    });
  }

  it("a 2 MB body is 413 payload-too-large on every route that takes a body, as JSON and as text", async () => {
    for (const op of operations.filter((o) => o.method === "POST")) {
      for (const type of ["application/json", "text/plain"]) {
        const request = baseline(op);
        setBody(request, `{"order":"${"x".repeat(TWO_MB)}"}`, type);
        const reply = await send(server.url, request);
        expect(reply.status, `${op.path} ${type}`).toBe(413);
        expectProblem(reply, `${op.path} ${type}`);
        expect(await snapshot()).toEqual(before);
      }
    }
  });
});
