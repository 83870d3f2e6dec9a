// A real server for the API tests: buildApp over a store, listening on a free port, spoken to with
// fetch. The store is the test's too, so a test can look at what was written.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { loadConfig, type Config } from "../../src/config.js";
import { openStore, type Store } from "../../src/store/index.js";

export interface Reply {
  status: number;
  headers: Headers;
  /** The body parsed as JSON when it is JSON, else its text. */
  body: any;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** A raw body, sent with `contentType`. */
  body?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  store: Store;
  config: Config;
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
  /** The referee pool's tasks running and waiting, read on the server's thread (which is the test's). */
  refereeLoad(): { running: number; waiting: number };
  close(): Promise<void>;
}

export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  const loaded = loadConfig({ PORT: "0", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000", ...env });
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.config;
}

export async function startServer(config: Config, store?: Store): Promise<TestServer> {
  const owned = store === undefined;
  const theStore = store ?? (await openStore(config.databaseUrl));
  const app = await buildApp({ config, store: theStore });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the server has no TCP address");
  const url = `http://127.0.0.1:${address.port}`;

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] = "application/json";
    }
    if (options.contentType !== undefined) headers["content-type"] = options.contentType;
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    return { status: response.status, headers: response.headers, text, body: type.includes("json") && text !== "" ? JSON.parse(text) : text };
  }

  return {
    url,
    store: theStore,
    config,
    request,
    refereeLoad: () => app.refereePool.load,
    async close() {
      await app.close();
      if (owned) await theStore.close();
    },
  };
}

/**
 * A real server on a fresh SQLite file for the tests of one file: started before them, closed and
 * its folder removed after. Returns the running server (an error before it started).
 */
export function serverPerFile(prefix: string): () => TestServer {
  const root = mkdtempSync(join(tmpdir(), prefix));
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error("the server is not running");
    return server;
  };
}
