// `node bin/hots.js serve` as a child process, the way it runs in production: for the tests that
// need real processes (several servers on one database, a server killed in the middle of its work).
// bin/hots.js runs the build in dist/, so ensureBuilt() compiles it first when src/ is newer.

import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILT = join(ROOT, "dist", "cli", "main.js");
/** Test files run in parallel workers: one of them builds while the others wait. */
const LOCK = join(tmpdir(), `hots-build-${createHash("sha256").update(ROOT).digest("hex").slice(0, 12)}.lock`);
const STALE_LOCK_MS = 5 * 60_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function newestFile(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isBuilt(): boolean {
  return existsSync(BUILT) && statSync(BUILT).mtimeMs >= newestFile(join(ROOT, "src"));
}

async function takeLock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A worker killed while building leaves its lock behind.
      const held = statSync(LOCK, { throwIfNoEntry: false });
      if (held !== undefined && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      await sleep(200);
    }
  }
}

/** Runs `tsc -p tsconfig.build.json` unless dist/ is newer than every file of src/. */
export async function ensureBuilt(): Promise<void> {
  // The check is made under the lock too: a build in progress has rewritten some files already.
  await takeLock();
  try {
    if (isBuilt()) return;
    try {
      execFileSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"], { cwd: ROOT, stdio: "pipe" });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`npm run build failed:\n${stdout?.toString() ?? ""}${stderr?.toString() ?? ""}`);
    }
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Standard output: the JSON log lines. */
  out: string[];
  err: string[];
  /** Resolves with the exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Log lines at level error (50) or above: a request that failed inside the server. */
  errorLogs(): string[];
  /** SIGTERM and the graceful stop; resolves with the exit code. */
  stop(): Promise<number | NodeJS.Signals | null>;
}

/** pino's numeric level; a line that is not JSON counts as an error. */
function levelOf(line: string): number {
  try {
    return (JSON.parse(line) as { level?: number }).level ?? 0;
  } catch {
    return 60;
  }
}

const running = new Set<ChildProcess>();

/** SIGKILL whatever is still running: for afterAll, and for a test that failed half-way. */
export function killAll(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/**
 * Starts `node bin/hots.js serve` with the given environment (on a free port unless PORT is set)
 * and resolves once it listens.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(ROOT, "bin", "hots.js"), "serve"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "error", RATE_LIMIT_MAX: "1000000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const out: string[] = [];
  const err: string[] = [];
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve(signal ?? code);
    }),
  );
  const lines = (into: string[]) => {
    let rest = "";
    return (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop() ?? "";
      into.push(...parts.filter((line) => line !== ""));
    };
  };
  child.stdout?.on("data", lines(out));
  child.stderr?.on("data", lines(err));

  const started = Date.now();
  for (;;) {
    const listening = err.map((line) => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]).find((url) => url !== undefined);
    if (listening !== undefined) {
      return {
        url: listening,
        child,
        out,
        err,
        exited,
        errorLogs: () => out.filter((line) => levelOf(line) >= 50),
        stop: async () => {
          child.kill("SIGTERM");
          return exited;
        },
      };
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`hots serve exited (${child.exitCode ?? child.signalCode}) before listening:\n${err.join("\n")}`);
    }
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`hots serve did not listen within ${timeoutMs} ms:\n${err.join("\n")}`);
    }
    await sleep(25);
  }
}
