// The environment is read once, into a typed Config; a bad value names its variable.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";

describe("configuration", () => {
  it("has the documented defaults (docs/api.md)", () => {
    expect(loadConfig({})).toEqual({
      ok: true,
      config: {
        port: 3000,
        host: "127.0.0.1",
        databaseUrl: "file:./data/hots.db",
        logLevel: "info",
        rateLimitMax: 600,
        bodyLimit: 262144,
        publicUrl: "http://127.0.0.1:3000",
        trustProxy: false,
        corsOrigins: [],
        refereeWorkers: 2,
        refereeQueue: 16,
        recordLimit: 8388608,
      },
    });
  });

  it("reads every variable, and treats an empty one as unset", () => {
    const loaded = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://judge@db:5432/hots?schema=prod",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "60",
      BODY_LIMIT: "65536",
      PUBLIC_URL: "https://judge.example.org/",
      TRUST_PROXY: "10.0.0.0/8,127.0.0.1",
      CORS_ORIGINS: "https://play.example.org, http://localhost:5173",
      REFEREE_WORKERS: "4",
      REFEREE_QUEUE: "0",
      RECORD_LIMIT: "1048576",
      UNRELATED: "x",
    });
    expect(loaded).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: "0.0.0.0",
        databaseUrl: "postgres://judge@db:5432/hots?schema=prod",
        logLevel: "warn",
        rateLimitMax: 60,
        bodyLimit: 65536,
        publicUrl: "https://judge.example.org",
        trustProxy: ["10.0.0.0/8", "127.0.0.1"],
        corsOrigins: ["https://play.example.org", "http://localhost:5173"],
        refereeWorkers: 4,
        refereeQueue: 0,
        recordLimit: 1048576,
      },
    });
    expect(loadConfig({ TRUST_PROXY: "true" })).toMatchObject({ ok: true, config: { trustProxy: true } });
    expect(loadConfig({ TRUST_PROXY: "2" })).toMatchObject({ ok: true, config: { trustProxy: 2 } });
    expect(loadConfig({ PORT: "", HOST: "::" })).toMatchObject({ ok: true, config: { port: 3000, publicUrl: "http://localhost:3000" } });
  });

  it.each([
    ["PORT", "80a"],
    ["PORT", "70000"],
    ["PORT", "3e3"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT_MAX", "0"],
    ["BODY_LIMIT", "-1"],
    ["PUBLIC_URL", "judge.example.org"],
    ["DATABASE_URL", "mysql://secret@db/hots"],
    ["TRUST_PROXY", "yes please"],
    ["CORS_ORIGINS", "*"],
    ["CORS_ORIGINS", "https://play.example.org/app"],
    ["REFEREE_WORKERS", "0"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    const loaded = loadConfig({ [name]: value });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.message).toContain(name);
    // A database URL may hold a password: it is named, not printed.
    if (name === "DATABASE_URL") expect(loaded.message).not.toContain("secret");
  });
});
