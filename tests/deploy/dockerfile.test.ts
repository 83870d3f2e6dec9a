// The Dockerfile read statically (no Docker engine here): the properties a deployment relies on.

import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { instructions, stagesOf, type Stage } from "./dockerfile.js";

const root = new URL("../../", import.meta.url);
const dockerfile = readFileSync(new URL("Dockerfile", root), "utf8");
const dockerignore = readFileSync(new URL(".dockerignore", root), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l !== "" && !l.startsWith("#"));

const all = instructions(dockerfile);
const args = new Map(all.filter((i) => i.op === "ARG").map((i) => i.args.split("=") as [string, string]));
const stages = stagesOf(all);
const final = stages.at(-1) as Stage;
const named = (name: string): Stage | undefined => stages.find((s) => s.name === name);
const resolved = (image: string): string => image.replace(/^\$\{?(\w+)\}?$/, (_, v: string) => args.get(v) ?? image);
const ops = (stage: Stage, op: string): string[] => stage.body.filter((i) => i.op === op).map((i) => i.args);
/** The stages a stage is built on (FROM another stage), itself first. */
const lineage = (stage: Stage): Stage[] => {
  const parent = named(stage.from);
  return parent ? [stage, ...lineage(parent)] : [stage];
};

/** Every RUN the runtime image is built with, as one text. */
const runtimeRuns = (): string => lineage(final).flatMap((s) => ops(s, "RUN")).join(" ");

/** The packages named by every `apt-get install` in some RUN text (options dropped). */
const installedPackages = (run: string): string[] =>
  [...run.matchAll(/apt-get\s+install\s+([^&;|]*)/g)].flatMap((m) =>
    (m[1] ?? "").split(/\s+/).filter((word) => word !== "" && !word.startsWith("-")),
  );

describe("Dockerfile", () => {
  it("is multi-stage, with a node:20-bookworm-slim runtime", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(resolved(final.from)).toBe("node:20-bookworm-slim");
    expect(named(final.from), "the runtime starts from the plain image, not a build stage").toBeUndefined();
  });

  it("installs with npm ci: everything to build, production dependencies only for the runtime", () => {
    const build = named("build") as Stage;
    expect(ops(build, "RUN").some((r) => /\bnpm ci\b/.test(r) && !r.includes("--omit=dev"))).toBe(true);
    expect(ops(named("prod-deps") as Stage, "RUN").some((r) => /\bnpm ci\b.*--omit=dev/.test(r))).toBe(true);
    expect(all.some((i) => i.op === "RUN" && /\bnpm install\b/.test(i.args))).toBe(false);
  });

  it("copies bin/ before each npm ci (the file:bin dependency is linked at install)", () => {
    for (const stage of stages) {
      const ciAt = stage.body.findIndex((i) => i.op === "RUN" && /\bnpm ci\b/.test(i.args));
      if (ciAt < 0) continue;
      const binAt = stage.body.findIndex((i) => i.op === "COPY" && /^bin\/?\s/.test(i.args));
      expect(binAt, `stage ${stage.name}`).toBeGreaterThanOrEqual(0);
      expect(binAt).toBeLessThan(ciAt);
    }
  });

  it("has the build tools for better-sqlite3 in the build stages and none in the runtime", () => {
    const toolchain = lineage(named("build") as Stage).flatMap((s) => ops(s, "RUN")).join(" ");
    for (const tool of ["python3", "make", "g++"]) expect(toolchain).toContain(tool);
    expect(lineage(named("prod-deps") as Stage).flatMap((s) => ops(s, "RUN")).join(" ")).toContain("g++");
    const runtime = runtimeRuns();
    expect(runtime).not.toMatch(/apk add|python3|\bmake\b|g\+\+|npm ci|npm install/);
    // The only packages the runtime may add are fonts (the board's PNG draws text with them).
    for (const packages of installedPackages(runtime)) expect(packages).toMatch(/^fonts-/);
  });

  it("installs the font the board's PNG asks for (Liberation Sans) in the runtime", () => {
    expect(installedPackages(runtimeRuns())).toContain("fonts-liberation");
  });

  it("takes the compiled code (with the generated Prisma clients) and production node_modules from the other stages", () => {
    const copies = ops(final, "COPY");
    expect(copies).toContain("--from=build /app/dist ./dist");
    expect(copies).toContain("--from=prod-deps /app/node_modules ./node_modules");
    expect(copies.some((c) => /^prisma\/?\s/.test(c)), "migrations are applied at start-up").toBe(true);
    expect(copies.some((c) => /^bin\/?\s/.test(c))).toBe(true);
  });

  it("runs as a non-root user with its data in a volume", () => {
    const user = ops(final, "USER");
    expect(user.length).toBe(1);
    expect(user[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(ops(final, "VOLUME").join(" ")).toContain("/data");
    const env = ops(final, "ENV").join(" ");
    expect(env).toContain("DATABASE_URL=file:/data/hots.db");
    expect(env, "mails without SMTP_URL, and the mail secret beside them, are written in the volume").toContain("MAIL_OUTBOX_DIR=/data/mail/outbox");
    expect(env).toContain("HOST=0.0.0.0");
    const userAt = final.body.findIndex((i) => i.op === "USER");
    const chownAt = final.body.findIndex((i) => i.op === "RUN" && /chown\s+\S+\s+\/data/.test(i.args));
    expect(chownAt, "/data belongs to the user before it becomes a volume").toBeGreaterThanOrEqual(0);
    expect(chownAt).toBeLessThan(userAt);
  });

  it("exposes 3000, checks /healthz with node (no curl in slim) and starts hots serve", () => {
    expect(ops(final, "EXPOSE")).toEqual(["3000"]);
    const health = ops(final, "HEALTHCHECK").join(" ");
    expect(health).toMatch(/CMD \["node", "-e"/);
    expect(health).toContain("/healthz");
    expect(health).not.toMatch(/curl|wget/);
    expect(ops(final, "CMD")).toEqual(['["node", "bin/hots.js", "serve"]']);
  });

  it("copies only files that exist and that .dockerignore lets through", () => {
    const sources = all
      .filter((i) => i.op === "COPY" && !i.args.startsWith("--from"))
      .flatMap((i) => i.args.replace(/--\S+\s+/g, "").split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(new URL(source, root)), source).toBe(true);
      expect(dockerignore.map((p) => p.replace(/\/$/, ""))).not.toContain(source.replace(/\/$/, ""));
    }
    for (const kept of ["node_modules", "dist", ".git", "*.db", "src/generated"]) expect(dockerignore).toContain(kept);
  });
});
