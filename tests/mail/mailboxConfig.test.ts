// The mailbox's settings (docs/email.md "A mailbox is enough"): MAIL_ADDRESS, its separator and
// MAIL_IMAP_URL as loadConfig reads them; a password is never printed.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";

const load = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: "silent", ...env });

function mail(env: Record<string, string>) {
  const result = load(env);
  if (!result.ok) throw new Error(result.message);
  return result.config.mail;
}

describe("mailbox configuration", () => {
  it("keeps judge@MAIL_DOMAIN without MAIL_ADDRESS, and takes the domain of MAIL_ADDRESS when MAIL_DOMAIN is unset", () => {
    expect(mail({ MAIL_DOMAIN: "judge.example.org" })).toMatchObject({ address: "judge@judge.example.org", domain: "judge.example.org", separator: "+", imap: null });
    expect(mail({ MAIL_ADDRESS: "club@example.org" })).toMatchObject({ address: "club@example.org", domain: "example.org" });
    expect(mail({ MAIL_ADDRESS: "club@example.org", MAIL_DOMAIN: "judge.test", MAIL_ADDRESS_SEPARATOR: "-" })).toMatchObject({ address: "club@example.org", domain: "judge.test", separator: "-" });
  });

  it("reads MAIL_IMAP_URL with percent-decoded user, password and mailbox, and the usual ports", () => {
    const imap = mail({ MAIL_IMAP_URL: "imaps://club%40example.org:p%40ss%3Aw%2Frd@imap.example.org/Judge%20Inbox", MAIL_IMAP_DONE: "Processed", MAIL_IMAP_POLL_SECONDS: "30" }).imap;
    expect(imap).toEqual({ host: "imap.example.org", port: 993, secure: true, requireStartTls: false, user: "club@example.org", password: "p@ss:w/rd", mailbox: "Judge Inbox", doneFolder: "Processed", pollMs: 30_000 });
    expect(mail({ MAIL_IMAP_URL: "imap://u:p@imap.example.org" }).imap).toMatchObject({ port: 143, secure: false, requireStartTls: true, mailbox: "INBOX", doneFolder: null, pollMs: 60_000 });
    // On this machine (a local server, tests) STARTTLS is used only when offered.
    expect(mail({ MAIL_IMAP_URL: "imap://u:p@127.0.0.1:1143/INBOX" }).imap).toMatchObject({ port: 1143, requireStartTls: false });
  });

  it("refuses a URL without a password, another scheme or a bad separator, naming the variable and never the password", () => {
    const refused = (env: Record<string, string>) => {
      const result = load(env);
      expect(result.ok).toBe(false);
      return result.ok ? "" : result.message;
    };
    expect(refused({ MAIL_IMAP_URL: "imaps://club@imap.example.org/INBOX" })).toContain("MAIL_IMAP_URL: must name the user and the password");
    const message = refused({ MAIL_IMAP_URL: "pop3://club:secret-password@pop.example.org" });
    expect(message).toContain("MAIL_IMAP_URL");
    expect(message).not.toContain("secret-password");
    expect(refused({ MAIL_ADDRESS_SEPARATOR: "." })).toContain("MAIL_ADDRESS_SEPARATOR");
    expect(refused({ MAIL_ADDRESS: "not an address" })).toContain("MAIL_ADDRESS");
  });
});
