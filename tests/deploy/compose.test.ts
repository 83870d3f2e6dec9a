// compose.yaml read statically (no Docker engine here): the judge built from this Dockerfile beside
// a PostgreSQL it waits for, its data in a volume at the image's VOLUME, and only variables the
// judge reads (src/config.ts), so a typo in the file cannot pass silently.

import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { envOf, instructions, stagesOf, type Stage } from "./dockerfile.js";

const root = new URL("../../", import.meta.url);
const compose = parse(readFileSync(new URL("compose.yaml", root), "utf8")) as {
  services: Record<string, { build?: string; image?: string; environment?: Record<string, string>; volumes?: string[]; ports?: string[]; depends_on?: Record<string, { condition: string }>; healthcheck?: unknown }>;
  volumes: Record<string, unknown>;
};
const runtime = stagesOf(instructions(readFileSync(new URL("Dockerfile", root), "utf8"))).at(-1) as Stage;
const ops = (op: string) => runtime.body.filter((i) => i.op === op).map((i) => i.args);

describe("compose.yaml", () => {
  const judge = compose.services.judge!;
  const db = compose.services.db!;

  it("builds the judge from the Dockerfile and starts it once PostgreSQL is healthy", () => {
    expect(judge.build).toBe(".");
    expect(db.image).toMatch(/^postgres:/);
    expect(db.healthcheck).toBeDefined();
    expect(judge.depends_on).toEqual({ db: { condition: "service_healthy" } });
  });

  it("points DATABASE_URL at the db service's database and user", () => {
    const url = new URL(judge.environment!.DATABASE_URL!.replace(/\$\{(\w+):-([^}]*)\}/g, "$2"));
    expect(url.protocol).toBe("postgres:");
    expect(url.hostname).toBe("db");
    expect(url.username).toBe(db.environment!.POSTGRES_USER);
    expect(url.pathname).toBe(`/${db.environment!.POSTGRES_DB}`);
  });

  it("keeps the judge's /data in a named volume and publishes the port the image exposes", () => {
    const volume = JSON.parse(ops("VOLUME")[0]!) as string[];
    expect(judge.volumes).toContain(`judge-data:${volume[0]}`);
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["judge-data", "db-data"]));
    expect(judge.ports).toContain(`${envOf(runtime).PORT}:${ops("EXPOSE")[0]}`);
  });

  it("sets only variables the judge reads, and with their defaults they make a valid configuration", () => {
    const env = Object.fromEntries(Object.entries(judge.environment!).map(([k, v]) => [k, String(v).replace(/\$\{(\w+):-([^}]*)\}/g, "$2")]));
    const loaded = loadConfig({ ...envOf(runtime), ...env });
    expect(loaded.ok ? "" : loaded.message).toBe("");
    for (const name of Object.keys(env)) expect(readFileSync(new URL("src/config.ts", root), "utf8"), name).toContain(`${name}:`);
  });
});
