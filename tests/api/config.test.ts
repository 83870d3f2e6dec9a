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
        rateLimitMax: 3000,
        rateLimitWindowMs: 60000,
        bodyLimit: 262144,
        bodyTimeoutMs: 30000,
        publicUrl: "http://127.0.0.1:3000",
        publicUrlIsListener: true,
        mail: { smtpUrl: null, outboxDir: "./data/mail/outbox", domain: "localhost", address: "judge@localhost", separator: "+", imap: null, secret: null, inbound: null, inboundSecret: null, answersPerHour: 60, dkim: null, mailgunSigningKey: null, sendgridPublicKey: null },
        trustProxy: false,
        corsOrigins: [],
        refereeWorkers: 2,
        refereeQueue: 16,
        refereeTimeoutMs: 60000,
        pngQueue: 16,
        recordLimit: 8388608,
        webhooks: { allowPrivate: false, maxAttempts: 8, retryBaseMs: 30000, timeoutMs: 10000, pollMs: 1000 },
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
      RATE_LIMIT_WINDOW_MS: "2000",
      BODY_LIMIT: "65536",
      BODY_TIMEOUT_MS: "5000",
      PUBLIC_URL: "https://judge.example.org/",
      TRUST_PROXY: "10.0.0.0/8,127.0.0.1",
      CORS_ORIGINS: "https://play.example.org, http://localhost:5173",
      REFEREE_WORKERS: "4",
      REFEREE_QUEUE: "0",
      REFEREE_TIMEOUT_MS: "5000",
      PNG_QUEUE: "3",
      RECORD_LIMIT: "1048576",
      WEBHOOK_ALLOW_PRIVATE: "true",
      WEBHOOK_MAX_ATTEMPTS: "5",
      WEBHOOK_RETRY_BASE_MS: "1000",
      WEBHOOK_TIMEOUT_MS: "2000",
      WEBHOOK_POLL_MS: "250",
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
        rateLimitWindowMs: 2000,
        bodyLimit: 65536,
        bodyTimeoutMs: 5000,
        publicUrl: "https://judge.example.org",
        publicUrlIsListener: false,
        mail: { smtpUrl: null, outboxDir: "./data/mail/outbox", domain: "localhost", address: "judge@localhost", separator: "+", imap: null, secret: null, inbound: null, inboundSecret: null, answersPerHour: 60, dkim: null, mailgunSigningKey: null, sendgridPublicKey: null },
        trustProxy: ["10.0.0.0/8", "127.0.0.1"],
        corsOrigins: ["https://play.example.org", "http://localhost:5173"],
        refereeWorkers: 4,
        refereeQueue: 0,
        refereeTimeoutMs: 5000,
        pngQueue: 3,
        recordLimit: 1048576,
        webhooks: { allowPrivate: true, maxAttempts: 5, retryBaseMs: 1000, timeoutMs: 2000, pollMs: 250 },
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
    ["RATE_LIMIT_WINDOW_MS", "999"],
    ["RATE_LIMIT_WINDOW_MS", "1m"],
    ["BODY_LIMIT", "-1"],
    ["PUBLIC_URL", "judge.example.org"],
    ["DATABASE_URL", "mysql://secret@db/hots"],
    ["TRUST_PROXY", "yes please"],
    ["WEBHOOK_ALLOW_PRIVATE", "yes"],
    ["WEBHOOK_MAX_ATTEMPTS", "0"],
    ["CORS_ORIGINS", "*"],
    ["CORS_ORIGINS", "https://play.example.org/app"],
    ["REFEREE_WORKERS", "0"],
    ["PNG_QUEUE", "-1"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    const loaded = loadConfig({ [name]: value });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.message).toContain(name);
    // A database URL may hold a password: it is named, not printed.
    if (name === "DATABASE_URL") expect(loaded.message).not.toContain("secret");
  });
});

describe("mail configuration (docs/email.md)", () => {
  it("reads the mail variables, and never prints a secret or an SMTP password in an error", () => {
    const loaded = loadConfig({
      SMTP_URL: "smtps://judge:pw@relay.example.org:465",
      MAIL_OUTBOX_DIR: "/var/mail/hots",
      MAIL_DOMAIN: "judge.example.org",
      MAIL_SECRET: "a-secret-of-sixteen-or-more",
      MAIL_INBOUND: "0.0.0.0:2526",
      INBOUND_SECRET: "another-long-secret",
    });
    expect(loaded).toMatchObject({
      ok: true,
      config: {
        mail: {
          smtpUrl: "smtps://judge:pw@relay.example.org:465",
          outboxDir: "/var/mail/hots",
          domain: "judge.example.org",
          secret: "a-secret-of-sixteen-or-more",
          inbound: { host: "0.0.0.0", port: 2526 },
          inboundSecret: "another-long-secret",
        },
      },
    });
    expect(loadConfig({ MAIL_DOMAIN: "judge.example.org", MAIL_ANSWERS_PER_HOUR: "5", DKIM_SELECTOR: "hots1", DKIM_PRIVATE_KEY_FILE: "/run/dkim.pem", MAILGUN_SIGNING_KEY: "key-0123456789", SENDGRID_INBOUND_PUBLIC_KEY: "MFkw EwYH" })).toMatchObject({
      ok: true,
      config: { mail: { answersPerHour: 5, dkim: { domain: "judge.example.org", selector: "hots1", privateKeyFile: "/run/dkim.pem" }, mailgunSigningKey: "key-0123456789", sendgridPublicKey: "MFkwEwYH" } },
    });
    const halfDkim = loadConfig({ DKIM_SELECTOR: "hots1" });
    expect(halfDkim.ok).toBe(false);
    if (!halfDkim.ok) expect(halfDkim.message).toContain("DKIM_PRIVATE_KEY_FILE");
    const noisy = loadConfig({ MAIL_ANSWERS_PER_HOUR: "0", MAILGUN_SIGNING_KEY: "short" });
    expect(noisy.ok).toBe(false);
    if (!noisy.ok) {
      expect(noisy.message).toContain("MAIL_ANSWERS_PER_HOUR");
      expect(noisy.message).toContain("MAILGUN_SIGNING_KEY");
      expect(noisy.message).not.toContain("short");
    }
    const bad = loadConfig({ SMTP_URL: "http://judge:hunter2@relay", MAIL_SECRET: "short" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.message).toContain("SMTP_URL");
      expect(bad.message).toContain("MAIL_SECRET");
      expect(bad.message).not.toContain("hunter2");
      expect(bad.message).not.toContain("short");
    }
  });
});
