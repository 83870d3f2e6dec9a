// The SMTP listener inside `hots serve` (MAIL_INBOUND=host:port): takes each mail, hands it to
// receiveMail, and accepts it only once it was handled, so that a database error answers 451 and
// the sending relay tries again instead of the mail being lost.
import { SMTPServer } from "smtp-server";
import type { InboundOutcome, RawMail } from "./inbound.js";

export interface SmtpListener {
  /** The port it listens on (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

const MAX_MAIL_BYTES = 10 * 1024 * 1024;

export async function startSmtpListener(
  host: string,
  port: number,
  receive: (mail: RawMail) => Promise<InboundOutcome>,
  log?: (message: string, error?: unknown) => void,
  /** Recipients it takes mail for; every other one is refused at RCPT time (550). All when absent. */
  acceptsRecipient?: (address: string) => boolean,
): Promise<SmtpListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_MAIL_BYTES,
    logger: false,
    // Refused before the mail is sent: the sending server bounces it to its own sender, and the
    // judge never reads, let alone answers, mail meant for another address (docs/email.md).
    onRcptTo(address, _session, callback) {
      if (acceptsRecipient && !acceptsRecipient(address.address)) {
        callback(Object.assign(new Error(`<${address.address}>: no such recipient here`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error("Message too big"), { responseCode: 552 }));
          return;
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        // The null sender `<>` (a bounce) arrives as an empty address.
        const mailFrom = session.envelope.mailFrom;
        const sender = mailFrom === false ? undefined : mailFrom.address === "" ? null : mailFrom.address;
        receive({ raw: Buffer.concat(chunks), recipients, ...(sender !== undefined ? { sender } : {}) }).then(
          () => callback(),
          (error: unknown) => {
            log?.("inbound mail not handled; the sender is asked to retry", error);
            callback(Object.assign(new Error("Temporary failure, try again later"), { responseCode: 451 }));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address !== null ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
