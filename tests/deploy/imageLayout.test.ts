// The image's layout, run as the image runs it: what the Dockerfile's runtime stage copies is copied
// into a root-owned folder that the server's user cannot write, its ENV is set (with /data moved to
// a temporary folder that user owns, as the image's `chown` does), and its CMD is started as
// `nobody`. The server must start, answer /healthz and /readyz, and write its database, mail
// secret and mails under the data folder only: a default path that points into the read-only
// application folder makes it fail, as it would in the image. The test reads the Dockerfile, so it
// follows whatever the Dockerfile copies and sets.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../api/spawned.js";
import { envOf, instructions, stagesOf, type Stage } from "./dockerfile.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const stages = stagesOf(instructions(readFileSync(join(ROOT, "Dockerfile"), "utf8")));
const runtime = stages.at(-1) as Stage;
const ops = (op: string): string[] => runtime.body.filter((i) => i.op === op).map((i) => i.args);
/** A stage's WORKDIR, inherited from the stage it is built FROM when it sets none. */
const workdirOf = (stage: Stage | undefined): string =>
  stage === undefined ? "/" : (stage.body.filter((i) => i.op === "WORKDIR").at(-1)?.args ?? workdirOf(stages.find((s) => s.name === stage.from)));
const WORKDIR = workdirOf(runtime);
const VOLUME = (JSON.parse(ops("VOLUME")[0] ?? '["/data"]') as string[])[0] ?? "/data";
const CMD = JSON.parse(ops("CMD").at(-1) ?? "[]") as string[];

/** nobody/nogroup: a user with no claim on any file here, as the image's user has none on /app. */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;
const hasSetpriv = spawnSync("setpriv", ["--version"]).status === 0;
// Switching users needs root; outside CI a developer's machine may not allow it.
const runnable = isRoot && hasSetpriv;
if (!runnable && process.env.CI !== "true") console.warn("image-layout test skipped: it needs root and setpriv to run the server as nobody");

interface Copy {
  /** Where the file or folder is in this checkout (the build stages' /app is the checkout, built). */
  source: string;
  /** Where the image puts it. */
  target: string;
}

/** The runtime stage's COPY instructions as paths of this checkout and of the copied layout. */
function copies(app: string): Copy[] {
  return ops("COPY").flatMap((args) => {
    const from = /--from=(\S+)/.exec(args)?.[1];
    const words = args.replace(/--\S+\s+/g, "").split(/\s+/);
    const dest = words.pop() ?? ".";
    const fromDir = from === undefined ? null : workdirOf(stages.find((s) => s.name === from));
    return words.map((word) => {
      // A path in another stage is under that stage's WORKDIR, which is where the checkout was copied.
      const relative = fromDir === null ? word : word.replace(new RegExp(`^${fromDir.replace(/\/$/, "")}/`), "");
      const targetDir = join(app, dest);
      const target = dest.endsWith("/") && !word.endsWith("/") ? join(targetDir, basename(relative)) : targetDir;
      return { source: join(ROOT, relative.replace(/\/$/, "")), target: target.replace(/\/$/, "") };
    });
  });
}

/** node_modules is large: hard links on one filesystem (the same files, root's, unchanged), else a link. */
function copyInto({ source, target }: Copy): void {
  mkdirSync(join(target, ".."), { recursive: true });
  if (basename(source) === "node_modules") {
    if (spawnSync("cp", ["-al", source, target]).status !== 0) symlinkSync(source, target);
    return;
  }
  cpSync(source, target, { recursive: true });
}

/** The runtime's ENV, with the volume's path moved to the data folder and the network the test's. */
function imageEnv(data: string): Record<string, string> {
  const env = envOf(runtime);
  const moved = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value.split(VOLUME).join(data)]));
  return { ...moved, PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn" };
}

interface Started {
  child: ChildProcess;
  err: string[];
  url: Promise<string>;
  exited: Promise<number | null>;
}

/** The image's CMD as nobody, in the copied WORKDIR. */
function startAsNobody(app: string, env: Record<string, string>): Started {
  const [program = "node", ...args] = CMD;
  const child = spawn("setpriv", [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", "--", program === "node" ? process.execPath : program, ...args], {
    cwd: app,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const err: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      err.push(...chunk.toString("utf8").split("\n").filter((l) => l !== ""));
      const listening = err.map((l) => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(l)?.[1]).find((u) => u !== undefined);
      if (listening) resolve(listening);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${err.join("\n")}`)));
  });
  // A start expected to fail is awaited through `exited` alone.
  url.catch(() => undefined);
  return { child, err, url, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(runnable || process.env.CI === "true")("the image's layout, run as a non-root user", () => {
  let root = "";
  let app = "";
  let data = "";
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    root = mkdtempSync(join(tmpdir(), "hots-image-"));
    chmodSync(root, 0o755);
    app = join(root, WORKDIR);
    data = join(root, VOLUME);
    for (const copy of copies(app)) copyInto(copy);
    // Root's and read-only to everyone else, as COPY leaves /app (node_modules keeps its own modes).
    spawnSync("chmod", ["-R", "go-w", app]);
    // The image's `RUN mkdir -p /data && chown ...`: the volume is the server user's.
    mkdirSync(data, { recursive: true });
    chownSync(data, NOBODY, NOBODY);
  }, 300_000);

  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
    if (root !== "") rmSync(root, { recursive: true, force: true });
  });

  it("copies what the Dockerfile copies, and nobody cannot write there", () => {
    for (const part of ["package.json", "bin/hots.js", "dist/cli/main.js", "prisma/schema.prisma", "node_modules/fastify"]) {
      expect(existsSync(join(app, part)), part).toBe(true);
    }
    const touch = spawnSync("setpriv", [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", "--", "touch", join(app, "written")]);
    expect(touch.status, "the application folder is read-only to the server's user").not.toBe(0);
  });

  it("a default path outside /data would stop the server at start (the fault this test guards against)", async () => {
    const env = imageEnv(data);
    delete env.MAIL_OUTBOX_DIR;
    const server = startAsNobody(app, env);
    started.push(server.child);
    expect(await server.exited).not.toBe(0);
    expect(server.err.join("\n")).toMatch(/EACCES/);
  }, 180_000);

  it("starts as nobody with the image's ENV, serves /healthz and /readyz, and writes only under /data", async () => {
    const server = startAsNobody(app, imageEnv(data));
    started.push(server.child);
    const url = await server.url;
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    // A game with addresses: its invitations are written as .eml files to the outbox under /data.
    const created = await fetch(`${url}/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ scenario: "braveheart", emails: { england: "edward@example.org", scotland: "william@example.org" } }),
    });
    expect(created.status).toBe(201);
    const outbox = join(data, "mail", "outbox");
    for (let i = 0; i < 600 && (!existsSync(outbox) || readdirSync(outbox).filter((f) => f.endsWith(".eml")).length < 2); i++) await sleep(100);
    expect(readdirSync(outbox).filter((f) => f.endsWith(".eml"))).toHaveLength(2);
    expect(existsSync(join(data, "hots.db"))).toBe(true);
    expect(existsSync(join(data, "mail", "mail-secret"))).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.err.filter((l) => /EACCES|EROFS|permission denied/i.test(l))).toEqual([]);
  }, 180_000);
});
