// Sending through a provider's SMTP submission port (src/mail/transport.ts, docs/email.md "A mailbox
// is enough"): AUTH with the mailbox's login from SMTP_URL (percent-decoded), over STARTTLS when the
// server offers it; a wrong password is refused; the banner never shows the password.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { startMail } from "../../src/mail/service.js";
import { smtpTransport, type MailTransport, type OutgoingMail } from "../../src/mail/transport.js";
import { openStore } from "../../src/store/index.js";
import { startRelay, type Relay } from "./relay.js";

const LOGIN = { user: "club@example.org", pass: "app pass:w/rd%1" };

function mail(n: number): OutgoingMail {
  return { from: LOGIN.user, to: "e@one.test", replyTo: null, subject: `mail ${n}`, text: `text ${n}`, html: null, messageId: `<mail-${n}@example.org>`, inReplyTo: null, references: [] };
}

describe("SMTP submission with AUTH", () => {
  const open: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const thing of open.splice(0).reverse()) await thing.close();
  });

  async function relayWith(options: Parameters<typeof startRelay>[0]): Promise<Relay> {
    const relay = await startRelay(options);
    open.push(relay);
    return relay;
  }
  function transportFor(url: string): MailTransport {
    const transport = smtpTransport(url);
    open.push(transport);
    return transport;
  }

  it("logs in with the percent-decoded user and password of SMTP_URL; the description hides the password", async () => {
    const relay = await relayWith({ auth: LOGIN });
    const transport = transportFor(relay.url);
    await transport.send(mail(1));
    expect(relay.mails.map((m) => m.user)).toEqual([LOGIN.user]);
    expect(transport.description).toContain("club%40example.org");
    expect(transport.description).not.toContain("w%2Frd");
  });

  it("upgrades to TLS with STARTTLS when the submission port offers it, then logs in", async () => {
    const relay = await relayWith({ auth: LOGIN, starttls: true });
    // smtp-server's own certificate is self-signed: this test trusts it by the URL's own setting.
    const transport = transportFor(`${relay.url}?tls.rejectUnauthorized=false`);
    await transport.send(mail(2));
    expect(relay.mails.map((m) => [m.user, m.secure])).toEqual([[LOGIN.user, true]]);
  });

  it("a wrong password is refused and nothing is sent", async () => {
    const relay = await relayWith({ auth: LOGIN });
    const transport = transportFor(relay.url.replace(encodeURIComponent(LOGIN.pass), "wrong"));
    await expect(transport.send(mail(3))).rejects.toThrow(/535|Invalid/);
    expect(relay.mails).toHaveLength(0);
  });

  it("the start-up banner names the mailbox, the reply addresses and the IMAP reader, without a password", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hots-banner-"));
    open.push({ close: () => rmSync(dir, { recursive: true, force: true }) });
    const loaded = loadConfig({
      MAIL_ADDRESS: "club@example.org",
      MAIL_SECRET: "banner-secret-0123456789",
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      SMTP_URL: "smtps://club%40example.org:hunter2-secret@smtp.example.org:465",
      // Nothing listens there: the reader keeps trying, which the banner does not wait for.
      MAIL_IMAP_URL: "imap://club%40example.org:hunter2-secret@127.0.0.1:9/INBOX",
      MAIL_IMAP_DONE: "Processed",
    });
    if (!loaded.ok) throw new Error(loaded.message);
    const store = await openStore(`file:${join(dir, "hots.db")}`);
    open.push(store);
    const service = await startMail(loaded.config.mail, store, { log: () => undefined });
    open.push({ close: () => service.stop() });
    const banner = service.describe().join("\n");
    expect(banner).toContain("from club@example.org; replies to club+<game>.<side>.<version>.<mac>@example.org");
    expect(banner).toContain("Mail: replies read from IMAP imap://club%40example.org@127.0.0.1:9/INBOX");
    expect(banner).toContain("moved to Processed");
    expect(banner).not.toContain("hunter2");
  });
});
