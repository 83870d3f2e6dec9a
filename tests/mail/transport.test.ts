// The judge's SMTP transport (src/mail/transport.ts) keeps its connection to the relay open for the
// mails that follow: a new connection waits for the relay's greeting (100 ms with smtp-server), so
// a game's mails sent one connection each took a tenth of a second longer apiece.
import { afterEach, describe, expect, it } from "vitest";
import { smtpTransport, type MailTransport, type OutgoingMail } from "../../src/mail/transport.js";
import { startRelay, type Relay } from "./relay.js";

function mail(n: number): OutgoingMail {
  return {
    from: "judge@judge.test",
    to: "e@one.test",
    replyTo: null,
    subject: `mail ${n}`,
    text: `text ${n}`,
    html: null,
    messageId: `<mail-${n}@judge.test>`,
    inReplyTo: null,
    references: [],
  };
}

describe("smtpTransport", () => {
  let relay: Relay | null = null;
  let transport: MailTransport | null = null;
  afterEach(async () => {
    transport?.close();
    await relay?.close();
  });

  it("sends a run of mails over one connection to the relay", async () => {
    relay = await startRelay();
    transport = smtpTransport(relay.url);
    for (let n = 1; n <= 3; n++) await transport.send(mail(n));
    expect(relay.mails.map((m) => m.parsed.subject)).toEqual(["mail 1", "mail 2", "mail 3"]);
    expect(relay.connections).toBe(1);
  });

  it("opens another connection when the relay has closed the one it kept", async () => {
    relay = await startRelay();
    transport = smtpTransport(relay.url);
    await transport.send(mail(1));
    relay.dropConnections();
    // A send may meet the closed connection before the client has read its end, and fail: the
    // outbox tries such a mail again later (src/mail/worker.ts), as this does at once.
    let sent = false;
    for (let attempt = 1; !sent && attempt <= 3; attempt++) {
      sent = await transport.send(mail(2)).then(
        () => true,
        () => false,
      );
    }
    expect(sent).toBe(true);
    expect(relay.mails.map((m) => m.parsed.subject)).toEqual(["mail 1", "mail 2"]);
    expect(relay.connections).toBe(2);
  });

  it("leaves pooling off when the relay's URL says so", async () => {
    relay = await startRelay();
    transport = smtpTransport(`${relay.url}?pool=false`);
    for (let n = 1; n <= 2; n++) await transport.send(mail(n));
    expect(relay.mails).toHaveLength(2);
    expect(relay.connections).toBe(2);
  });
});
