// No loops, no backscatter, no floods (RFC 3834; docs/email.md "No loops, no floods"), over real
// SMTP: the judge's SMTP listener, its relay, and players' mail sent as a mail server would.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dkimVerify } from "mailauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dkimKey } from "../../src/mail/transport.js";
import { openStore, type Store } from "../../src/store/index.js";
import { DOMAIN, eventually, startJudge, type Judge } from "./judge.js";
import { deliver, earlyInTheHour, mailGame } from "./mailGame.js";
import { examplesOf, replyTo } from "./reading.js";
import { startRelay, type Relay } from "./relay.js";

const LIMIT = 3;
const root = mkdtempSync(join(tmpdir(), "hots-guard-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("no loops, no backscatter, no floods (RFC 3834)", () => {
  let relay: Relay;
  let judge: Judge;
  let store: Store;

  beforeAll(async () => {
    relay = await startRelay();
    const url = `file:${join(root, "guard.db")}`;
    store = await openStore(url, { clock: earlyInTheHour() });
    judge = await startJudge(url, relay, { store, env: { MAIL_ANSWERS_PER_HOUR: String(LIMIT) } });
  });
  afterAll(async () => {
    await judge?.close();
    await store?.close();
    await relay?.close();
  });

  it("every judge mail says it is automatic: auto-generated for updates and invitations, auto-replied for answers to a player's mail", async () => {
    const players = { england: "edward@auto.test", scotland: "william@auto.test" };
    const { first } = await mailGame(judge, relay, players);
    const invitation = relay.inbox(players.england).find((m) => m.parsed.subject?.includes("invitation"));
    expect(invitation?.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(first.england.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(first.england.parsed.headers.get("x-auto-response-suppress")).toBe("All");
    const id = await judge.send({ from: players.england, to: replyTo(first.england.parsed) ?? "", subject: "Re: x", text: "STATUS" });
    const answer = await eventually("the answer to STATUS", () => relay.inbox(players.england).find((m) => m.parsed.inReplyTo === id));
    expect(answer.parsed.headers.get("auto-submitted")).toBe("auto-replied");
  });

  it("auto-replies, list mail and bounces get no answer and change nothing, even when they carry a legal order; a mail marked Auto-Submitted: no is answered", async () => {
    const players = { england: "edward@ooo.test", scotland: "william@ooo.test" };
    const { gameId, first } = await mailGame(judge, relay, players);
    const address = replyTo(first.england.parsed) ?? "";
    const order = examplesOf(first.england.parsed)[0] ?? "";
    const version = (await store.getGame(gameId))?.version;
    const seat = { from: players.england, to: address };
    const kinds: { name: string; envelope: { from: string; to: string }; headers: string[] }[] = [
      { name: "auto-replied", envelope: seat, headers: ["Auto-Submitted: auto-replied (vacation)"] },
      { name: "auto-generated", envelope: seat, headers: ["Auto-Submitted: auto-generated"] },
      { name: "auto-notified", envelope: seat, headers: ["Auto-Submitted: auto-notified"] },
      // The out-of-office reply that looped with the judge: no Auto-Submitted at all.
      { name: "precedence-auto_reply", envelope: seat, headers: ["Precedence: auto_reply", "X-Autoreply: yes"] },
      { name: "precedence-bulk", envelope: seat, headers: ["Precedence: bulk"] },
      { name: "precedence-junk", envelope: seat, headers: ["Precedence: junk"] },
      { name: "precedence-list", envelope: seat, headers: ["Precedence: list"] },
      { name: "x-autoreply", envelope: seat, headers: ["X-Autoreply: yes"] },
      { name: "x-autorespond", envelope: seat, headers: ["X-Autorespond: Out of office"] },
      { name: "list-id", envelope: seat, headers: ["List-Id: Club games <games.club.example>"] },
      { name: "null-sender", envelope: { from: "", to: address }, headers: [] },
      { name: "mailer-daemon-envelope", envelope: { from: "MAILER-DAEMON@mx.ooo.test", to: address }, headers: [] },
      { name: "postmaster-envelope", envelope: { from: "postmaster@ooo.test", to: address }, headers: [] },
      { name: "mailer-daemon-from", envelope: seat, headers: [], from: "Mail Delivery System <MAILER-DAEMON@mx.ooo.test>" },
      { name: "postmaster-from", envelope: seat, headers: [], from: "postmaster@ooo.test" },
    ].map((k) => ({ name: k.name, envelope: k.envelope, headers: [`From: ${"from" in k ? k.from : players.england}`, `To: ${address}`, `Subject: Out of office: ${k.name}`, `Message-ID: <${k.name}.${gameId}@ooo.test>`, ...k.headers] }));
    for (const kind of kinds) await deliver(judge, kind.envelope, kind.headers, `${order}\r\nI am away until Monday.`);
    // A person's mail sent after them all is answered; the judge's answers leave in the order the
    // mails came, so once this one is here any answer to the others would be too.
    const control = `<control.${gameId}@ooo.test>`;
    await deliver(judge, seat, [`From: ${players.england}`, `To: ${address}`, "Subject: Re: x", `Message-ID: ${control}`, "Auto-Submitted: no"], "STATUS");
    await eventually("the answer to the control mail", () => relay.mails.find((m) => m.parsed.inReplyTo === control));
    for (const kind of kinds) {
      expect(relay.mails.filter((m) => m.parsed.inReplyTo === `<${kind.name}.${gameId}@ooo.test>`).map((m) => m.parsed.subject), kind.name).toEqual([]);
    }
    expect(relay.mails.filter((m) => m.to.some((to) => /mailer-daemon|postmaster/i.test(to)))).toEqual([]);
    expect((await store.getGame(gameId))?.version).toBe(version);
  });

  it(`a flood of 50 mails at once from one address gets at most ${LIMIT} answers and one notice, and the mails past the limit change nothing`, async () => {
    const players = { england: "edward@flood.test", scotland: "william@flood.test" };
    const { gameId, first } = await mailGame(judge, relay, players);
    const address = replyTo(first.england.parsed) ?? "";
    const version = (await store.getGame(gameId))?.version;
    const ids = Array.from({ length: 50 }, (_, i) => `<flood-${i}.${gameId}@flood.test>`);
    // A robot that does not say it is one, answering the judge's mail with "I am away" text.
    await Promise.all(ids.map((id) => deliver(judge, { from: players.england, to: address }, [`From: ${players.england}`, `To: ${address}`, "Subject: Re: your mail", `Message-ID: ${id}`], "STATUS")));
    // The seat's answer to its invitation was the first answer to this address this hour.
    const expected = LIMIT - 1 + 1;
    const answers = await eventually(`${expected} answers`, () => {
      const found = relay.mails.filter((m) => ids.includes(m.parsed.inReplyTo ?? ""));
      return found.length >= expected ? found : null;
    });
    // Later mail to another address is answered after any answer still queued for the flood.
    const control = `<control.${gameId}@flood.test>`;
    await deliver(judge, { from: players.scotland, to: replyTo(first.scotland.parsed) ?? "" }, [`From: ${players.scotland}`, `To: ${replyTo(first.scotland.parsed)}`, "Subject: Re: x", `Message-ID: ${control}`], "STATUS");
    await eventually("the answer to the control mail", () => relay.mails.find((m) => m.parsed.inReplyTo === control));
    const all = relay.mails.filter((m) => ids.includes(m.parsed.inReplyTo ?? ""));
    expect(all).toHaveLength(expected);
    expect(answers.length).toBe(expected);
    const notices = all.filter((m) => m.parsed.subject?.startsWith("[hots] too many mails"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.parsed.text).toContain(`answered ${LIMIT} mails to ${players.england} this hour`);
    expect(notices[0]?.parsed.headers.get("auto-submitted")).toBe("auto-replied");
    expect((await store.getGame(gameId))?.version).toBe(version);
    // Past the notice, silence: even a legal order from the seat is not read until the hour ends.
    const order = examplesOf(first.england.parsed)[0] ?? "";
    await deliver(judge, { from: players.england, to: address }, [`From: ${players.england}`, `To: ${address}`, "Subject: Re: x", `Message-ID: <late.${gameId}@flood.test>`], order);
    expect((await store.getGame(gameId))?.version).toBe(version);
  });

  it("the listener refuses at RCPT time (550) a recipient outside the judge's domain and an unknown address at its domain; the judge's own address is taken", async () => {
    const stranger = { from: "someone@outside.test", to: "victim@elsewhere.test" };
    await expect(deliver(judge, stranger, ["From: someone@outside.test", "To: victim@elsewhere.test", "Subject: relay me"], "hello")).rejects.toMatchObject({ responseCode: 550 });
    await expect(deliver(judge, { from: "someone@outside.test", to: `info@${DOMAIN}` }, ["From: someone@outside.test", `To: info@${DOMAIN}`, "Subject: hi"], "hello")).rejects.toMatchObject({ responseCode: 550 });
    await expect(deliver(judge, { from: "someone@outside.test", to: `judge+abc.england.0.0123456789abcdef0123@${DOMAIN}` }, ["From: someone@outside.test", "Subject: hi"], "hello")).rejects.toMatchObject({ responseCode: 550 });
    // A signed reply address at another domain is refused too: the judge answers only at its own.
    const players = { england: "edward@rcpt.test", scotland: "william@rcpt.test" };
    const { first } = await mailGame(judge, relay, players);
    const elsewhere = (replyTo(first.england.parsed) ?? "").replace(`@${DOMAIN}`, "@elsewhere.test");
    await expect(deliver(judge, { from: players.england, to: elsewhere }, [`From: ${players.england}`, "Subject: hi"], "STATUS")).rejects.toMatchObject({ responseCode: 550 });
    await deliver(judge, { from: "curious@outside.test", to: `judge@${DOMAIN}` }, ["From: curious@outside.test", `To: judge@${DOMAIN}`, "Subject: what is this?", "Message-ID: <curious@outside.test>"], "hello");
    await eventually("the answer to a mail to the judge's own address", () => relay.mails.find((m) => m.parsed.inReplyTo === "<curious@outside.test>"));
  });
});

describe("DKIM signing (nodemailer's own signer)", () => {
  it("a key file that cannot be read, or holds no PEM private key, stops the start with the file's name", () => {
    const missing = join(root, "no-such-key.pem");
    expect(() => dkimKey({ domain: DOMAIN, selector: "hots1", privateKeyFile: missing })).toThrow(missing);
    const notAKey = join(root, "not-a-key.pem");
    writeFileSync(notAKey, "hello\n");
    expect(() => dkimKey({ domain: DOMAIN, selector: "hots1", privateKeyFile: notAKey })).toThrow(/not-a-key\.pem holds no PEM private key/);
  });

  it("with DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE every mail carries a DKIM-Signature that verifies with the public key; a changed body does not", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const keyFile = join(root, "dkim.pem");
    writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
    const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
    const resolver = async (name: string, type: string): Promise<string[][]> => {
      if (type === "TXT" && name === `hots1._domainkey.${DOMAIN}`) return [[record]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
    };
    const relay = await startRelay();
    const judge = await startJudge(`file:${join(root, "dkim.db")}`, relay, { env: { DKIM_SELECTOR: "hots1", DKIM_PRIVATE_KEY_FILE: keyFile } });
    try {
      await judge.send({ from: "curious@dkim.test", to: `judge@${DOMAIN}`, subject: "hello", messageId: "<dkim-question@dkim.test>", text: "hello" });
      const answer = await eventually("the judge's answer", () => relay.mails.find((m) => m.parsed.inReplyTo === "<dkim-question@dkim.test>"));
      expect(answer.parsed.headers.get("dkim-signature")).toBeTruthy();
      const verified = await dkimVerify(answer.raw, { resolver });
      expect(verified.results.map((r) => [r.signingDomain, r.status.result])).toEqual([[DOMAIN, "pass"]]);
      const tampered = Buffer.from(answer.raw.toString("utf8").replace("hots-judge", "hots-judgf"));
      const broken = await dkimVerify(tampered, { resolver });
      expect(broken.results.map((r) => r.status.result)).toEqual(["fail"]);
    } finally {
      await judge.close();
      await relay.close();
    }
  });
});
