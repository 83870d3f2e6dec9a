// The providers' inbound webhooks (docs/email.md "Provider webhooks"): each provider's recorded
// payload (tests/mail/fixtures), posted to a real server, signed and unsigned. Unsigned and badly
// signed posts are refused with problem+json and change nothing; a good one is applied, and the
// same mail posted again (a provider's retry) is applied once.
import { createHmac, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Side } from "../../src/rules/sides.js";
import { eventually, INBOUND_SECRET, startJudge, type Judge } from "./judge.js";
import { mailGame } from "./mailGame.js";
import { examplesOf, replyTo } from "./reading.js";
import { startRelay, type Relay } from "./relay.js";

const MAILGUN_KEY = "mailgun-signing-key-0123456789";
const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const root = mkdtempSync(join(tmpdir(), "hots-providers-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fill(text: string, values: Record<string, string>, escape: (value: string) => string = (v) => v): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => (name in values ? escape(values[name] ?? "") : whole));
}

/** A multipart/form-data body as a provider writes it, byte for byte (SendGrid signs those bytes). */
function multipart(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `xYzZY${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"), contentType: `multipart/form-data; boundary=${boundary}` };
}

const basic = (password: string): string => `Basic ${Buffer.from(`postmark:${password}`).toString("base64")}`;

interface Played {
  gameId: string;
  values: Record<string, string>;
}

describe("providers' inbound webhooks", () => {
  let relay: Relay;
  let judge: Judge;
  const sendgrid = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const stranger = generateKeyPairSync("ec", { namedCurve: "prime256v1" });

  beforeAll(async () => {
    relay = await startRelay();
    judge = await startJudge(`file:${join(root, "providers.db")}`, relay, {
      env: { MAILGUN_SIGNING_KEY: MAILGUN_KEY, SENDGRID_INBOUND_PUBLIC_KEY: sendgrid.publicKey.export({ type: "spki", format: "der" }).toString("base64") },
    });
  });
  afterAll(async () => {
    await judge?.close();
    await relay?.close();
  });

  /** A game by mail and the values that fill a fixture: England's reply with its first example line. */
  async function play(tag: string): Promise<Played> {
    const players: Record<Side, string> = { england: `edward@${tag}.test`, scotland: `william@${tag}.test` };
    const { gameId, first } = await mailGame(judge, relay, players);
    const values: Record<string, string> = {
      GAME: gameId,
      FROM: players.england,
      REPLY_TO: replyTo(first.england.parsed) ?? "",
      ORDER: examplesOf(first.england.parsed)[0] ?? "",
      IN_REPLY_TO: (first.england.parsed.messageId ?? "").replace(/^<|>$/g, ""),
      MESSAGE_ID: `${tag}-${gameId}@longshanks.test`,
      POSTMARK_ID: "22c74902-a0c1-4511-804f-341342852c90",
    };
    values.RAW_MIME = fill(fixture("player-reply.eml").replace(/\r?\n/g, "\r\n"), values);
    return { gameId, values };
  }

  const version = async (gameId: string): Promise<number | undefined> => (await judge.store.getGame(gameId))?.version;

  async function post(path: string, body: Buffer | string, headers: Record<string, string>): Promise<{ status: number; type: string; json: Record<string, unknown> }> {
    const response = await fetch(`${judge.url}${path}`, { method: "POST", headers, body });
    return { status: response.status, type: response.headers.get("content-type") ?? "", json: (await response.json()) as Record<string, unknown> };
  }

  function expectRefused(reply: { status: number; type: string; json: Record<string, unknown> }, status: number, code: string): void {
    expect({ status: reply.status, code: reply.json.code }).toEqual({ status, code });
    expect(reply.type).toContain("application/problem+json");
  }

  it("Mailgun (route forward to .../mime, raw MIME in body-mime): unsigned 401, signed with another key 403, stale 403; signed applied, and the same mail posted again applied once", async () => {
    const { gameId, values } = await play("mailgun");
    const template = JSON.parse(fixture("mailgun-mime.json")) as { fields: Record<string, string> };
    const form = (key: string | null, timestamp = String(Math.floor(Date.now() / 1000))): { body: Buffer; contentType: string } => {
      const token = randomBytes(25).toString("hex");
      const signature = key === null ? "" : createHmac("sha256", key).update(`${timestamp}${token}`).digest("hex");
      const fields = Object.fromEntries(Object.entries(template.fields).map(([k, v]) => [k, fill(v, { ...values, TIMESTAMP: timestamp, TOKEN: token, SIGNATURE: signature })]));
      if (key === null) for (const name of ["timestamp", "token", "signature"]) delete fields[name];
      return multipart(fields);
    };
    const send = (f: { body: Buffer; contentType: string }) => post("/inbound/mailgun/mime", f.body, { "content-type": f.contentType });
    expectRefused(await send(form(null)), 401, "unauthorized");
    expectRefused(await send(form("another-key-0123456789")), 403, "forbidden");
    expectRefused(await send(form(MAILGUN_KEY, String(Math.floor(Date.now() / 1000) - 3 * 86_400))), 403, "forbidden");
    expect(await version(gameId)).toBe(0);
    const applied = await send(form(MAILGUN_KEY));
    expect(applied).toMatchObject({ status: 200, json: { outcome: "applied" } });
    expect(await version(gameId)).toBe(1);
    // Mailgun retries a post it thinks failed, with a new token and signature: the order stands once.
    expect((await send(form(MAILGUN_KEY))).status).toBe(200);
    expect(await version(gameId)).toBe(1);
    const answer = await eventually("the answer by mail", () => relay.inbox(values.FROM ?? "").find((m) => m.parsed.inReplyTo === `<${values.MESSAGE_ID}>`));
    expect(answer.parsed.text).toContain(`Applied: ${values.ORDER}`);
  });

  it("SendGrid Inbound Parse (raw, full MIME in email): unsigned 401, signed by another key or over other bytes 403; signed applied, and posted again applied once", async () => {
    const { gameId, values } = await play("sendgrid");
    const template = JSON.parse(fixture("sendgrid-raw.json")) as { fields: Record<string, string> };
    const { body, contentType } = multipart(Object.fromEntries(Object.entries(template.fields).map(([k, v]) => [k, fill(v, values)])));
    const signed = (key: typeof sendgrid.privateKey, bytes: Buffer = body): Record<string, string> => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = sign("sha256", Buffer.concat([Buffer.from(timestamp), bytes]), key).toString("base64");
      return { "content-type": contentType, "x-twilio-email-event-webhook-signature": signature, "x-twilio-email-event-webhook-timestamp": timestamp };
    };
    expectRefused(await post("/inbound/sendgrid", body, { "content-type": contentType }), 401, "unauthorized");
    expectRefused(await post("/inbound/sendgrid", body, signed(stranger.privateKey)), 403, "forbidden");
    // A signature of other bytes: the body was changed on the way.
    expectRefused(await post("/inbound/sendgrid", body, signed(sendgrid.privateKey, Buffer.concat([body, Buffer.from(" ")]))), 403, "forbidden");
    expect(await version(gameId)).toBe(0);
    expect(await post("/inbound/sendgrid", body, signed(sendgrid.privateKey))).toMatchObject({ status: 200, json: { outcome: "applied" } });
    expect(await version(gameId)).toBe(1);
    expect((await post("/inbound/sendgrid", body, signed(sendgrid.privateKey))).status).toBe(200);
    expect(await version(gameId)).toBe(1);
    await eventually("the answer by mail", () => relay.inbox(values.FROM ?? "").find((m) => m.parsed.inReplyTo === `<${values.MESSAGE_ID}>`));
  });

  it("Postmark (JSON, no RawEmail): without credentials 401, a wrong password 401; with INBOUND_SECRET as the Basic password applied, and posted again applied once; RawEmail is used when present", async () => {
    const { gameId, values } = await play("postmark");
    const body = fill(fixture("postmark-inbound.json"), values, (v) => JSON.stringify(v).slice(1, -1));
    const json = { "content-type": "application/json" };
    expectRefused(await post("/inbound/postmark", body, json), 401, "unauthorized");
    expectRefused(await post("/inbound/postmark", body, { ...json, authorization: basic("not-the-secret-at-all") }), 401, "unauthorized");
    expect(await version(gameId)).toBe(0);
    expect(await post("/inbound/postmark", body, { ...json, authorization: basic(INBOUND_SECRET) })).toMatchObject({ status: 200, json: { outcome: "applied" } });
    expect(await version(gameId)).toBe(1);
    expect((await post("/inbound/postmark", body, { ...json, authorization: basic(INBOUND_SECRET) })).status).toBe(200);
    expect(await version(gameId)).toBe(1);
    // The answer names the sender's own Message-ID, rebuilt from the JSON's headers.
    await eventually("the answer by mail", () => relay.inbox(values.FROM ?? "").find((m) => m.parsed.inReplyTo === `<${values.MESSAGE_ID}>`));

    // With "include raw email content" on, RawEmail is the message itself.
    const next = await play("postmark-raw");
    const withRaw = { ...(JSON.parse(fill(fixture("postmark-inbound.json"), next.values, (v) => JSON.stringify(v).slice(1, -1))) as Record<string, unknown>), RawEmail: next.values.RAW_MIME, TextBody: "ignored when RawEmail is there" };
    expect(await post("/inbound/postmark", JSON.stringify(withRaw), { ...json, authorization: `Bearer ${INBOUND_SECRET}` })).toMatchObject({ status: 200, json: { outcome: "applied" } });
    expect(await version(next.gameId)).toBe(1);
  });

  it("an automatic reply posted by a provider is not answered and changes nothing (Postmark's headers carry Auto-Submitted)", async () => {
    const { gameId, values } = await play("postmark-ooo");
    const body = JSON.parse(fill(fixture("postmark-inbound.json"), values, (v) => JSON.stringify(v).slice(1, -1))) as { Headers: { Name: string; Value: string }[] };
    body.Headers.push({ Name: "Auto-Submitted", Value: "auto-replied" });
    expect(await post("/inbound/postmark", JSON.stringify(body), { "content-type": "application/json", authorization: basic(INBOUND_SECRET) })).toMatchObject({ status: 200, json: { outcome: "ignored-auto-reply" } });
    expect(await version(gameId)).toBe(0);
  });

  it("a bounce posted raw (Return-Path: <>, as the delivering server writes it) is not answered and changes nothing", async () => {
    const { gameId, values } = await play("bounce");
    const raw = `Return-Path: <>\r\n${values.RAW_MIME ?? ""}`;
    expect(await post("/inbound/email", raw, { "content-type": "message/rfc822", authorization: `Bearer ${INBOUND_SECRET}` })).toMatchObject({ status: 200, json: { outcome: "ignored-auto-reply" } });
    expect(await version(gameId)).toBe(0);
  });

  it("POST /inbound/email takes Basic credentials with INBOUND_SECRET as the password, as well as Bearer", async () => {
    const { gameId, values } = await play("rawpost");
    const raw = values.RAW_MIME ?? "";
    expectRefused(await post("/inbound/email", raw, { "content-type": "message/rfc822", authorization: basic("wrong-password-0123") }), 401, "unauthorized");
    expect(await post("/inbound/email", raw, { "content-type": "message/rfc822", authorization: basic(INBOUND_SECRET) })).toMatchObject({ status: 200, json: { outcome: "applied" } });
    expect(await version(gameId)).toBe(1);
  });
});

describe("providers' inbound webhooks without their signing keys", () => {
  it("Mailgun and SendGrid posts then need INBOUND_SECRET (Basic in the URL, or Bearer): refused without, applied with", async () => {
    const relay = await startRelay();
    const judge = await startJudge(`file:${join(root, "unsigned.db")}`, relay);
    try {
      const players = { england: "edward@basic.test", scotland: "william@basic.test" };
      const { gameId, first } = await mailGame(judge, relay, players);
      const values: Record<string, string> = { GAME: gameId, FROM: players.england, REPLY_TO: replyTo(first.england.parsed) ?? "", ORDER: "STATUS", IN_REPLY_TO: "x@y", MESSAGE_ID: `basic-${gameId}@longshanks.test` };
      values.RAW_MIME = fill(fixture("player-reply.eml").replace(/\r?\n/g, "\r\n"), values);
      for (const [path, name] of [["/inbound/mailgun/mime", "mailgun-mime.json"], ["/inbound/sendgrid", "sendgrid-raw.json"]] as const) {
        const template = JSON.parse(fixture(name)) as { fields: Record<string, string> };
        const { body, contentType } = multipart(Object.fromEntries(Object.entries(template.fields).map(([k, v]) => [k, fill(v, values)])));
        const refused = await fetch(`${judge.url}${path}`, { method: "POST", headers: { "content-type": contentType }, body });
        expect({ path, status: refused.status }).toEqual({ path, status: 401 });
        const accepted = await fetch(`${judge.url}${path}`, { method: "POST", headers: { "content-type": contentType, authorization: basic(INBOUND_SECRET) }, body });
        expect({ path, status: accepted.status, body: await accepted.json() }).toEqual({ path, status: 200, body: { outcome: "commands" } });
      }
      expect((await judge.store.getGame(gameId))?.version).toBe(0);
    } finally {
      await judge.close();
      await relay.close();
    }
  });
});
