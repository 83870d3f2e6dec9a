// Mail as one service for `hots serve`: the composer the use cases write with, the outbox worker,
// and the inbound side (SMTP listener and the webhook's receive). The inbound side's libraries (a
// MIME parser, an SMTP server) are loaded when a mail comes in or a listener is configured, not
// by every server. With MAIL_IMAP_URL the judge also reads its own mailbox
// (src/mail/imap.ts), so an ordinary mailbox and its provider's SMTP submission are enough.
import type { MailConfig } from "../config.js";
import type { GameMailer } from "../games/index.js";
import type { LobbyMailer } from "../games/lobby/index.js";
import { createLobbyMailer } from "./lobbyMailer.js";
import type { Store } from "../store/index.js";
import { createGameMailer } from "./gameMailer.js";
import type { ImapReader } from "./imap.js";
import type { InboundOutcome, RawMail } from "./inboundTypes.js";
import type { SmtpListener } from "./listener.js";
import { isJudgeRecipient, judgeAddress, replyAddressPattern } from "./address.js";
import { mailSecret } from "./secret.js";
import { transportFor, type MailTransport } from "./transport.js";
import { startOutboxWorker, type OutboxWorker } from "./worker.js";

export interface MailService {
  mailer: GameMailer;
  /** A game's life outside its orders: absences, seats handed over (src/games/lobby). */
  lobby: LobbyMailer;
  receive(mail: RawMail): Promise<InboundOutcome>;
  /** Where mails go and where they are received: for the start-up banner. */
  describe(): string[];
  inboundPort: number | null;
  stop(): Promise<void>;
}

export interface MailServiceOptions {
  /** A transport other than the configured one (tests). */
  transport?: MailTransport;
  idleMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** PUBLIC_URL when set: mails link to the side's page and board.svg. */
  publicUrl?: string | null;
}

export async function startMail(config: MailConfig, store: Store, options: MailServiceOptions = {}): Promise<MailService> {
  const settings = { secret: mailSecret(config.secret, config.outboxDir), domain: config.domain, address: config.address, separator: config.separator, publicUrl: options.publicUrl ?? null };
  const transport = options.transport ?? transportFor(config);
  const mailer = createGameMailer(settings);
  const worker: OutboxWorker = startOutboxWorker(store, transport, { settings, idleMs: options.idleMs ?? 1_000, ...(options.log ? { log: options.log } : {}) });
  const receive = async (mail: RawMail): Promise<InboundOutcome> => {
    const { receiveMail } = await import("./inbound.js");
    return receiveMail({ store, settings, mailer, sendDirect: (m) => transport.send(m), kick: () => worker.kick(), answersPerHour: config.answersPerHour }, mail);
  };
  let listener: SmtpListener | null = null;
  if (config.inbound) {
    const { startSmtpListener } = await import("./listener.js");
    listener = await startSmtpListener(config.inbound.host, config.inbound.port, receive, options.log, (address) => isJudgeRecipient(address, settings));
  }
  let reader: ImapReader | null = null;
  if (config.imap) {
    const { startImapReader } = await import("./imap.js");
    reader = startImapReader(config.imap, { store, receive, ...(options.log ? { log: options.log } : {}) });
  }
  return {
    mailer,
    lobby: createLobbyMailer(settings),
    receive,
    inboundPort: listener?.port ?? null,
    describe: () => [
      `Mail: sent as ${transport.description}, from ${judgeAddress(settings)}${config.dkim ? `, DKIM-signed for ${config.dkim.domain} (selector ${config.dkim.selector})` : ""}; replies to ${replyAddressPattern(settings)}`,
      reader ? `Mail: replies read from ${reader.description}` : "Mail: no mailbox read (set MAIL_IMAP_URL=imaps://user:password@host/INBOX to read one)",
      listener && config.inbound
        ? `Mail: replies received by SMTP on ${config.inbound.host}:${listener.port}`
        : "Mail: no SMTP listener (set MAIL_INBOUND=host:port to receive replies)",
      config.inboundSecret
        ? "Mail: POST /inbound/email takes raw mails, /inbound/mailgun/mime, /inbound/sendgrid and /inbound/postmark the providers' posts (INBOUND_SECRET as Bearer or Basic password, or the provider's signature)"
        : "Mail: POST /inbound/email and the providers' webhooks are off (set INBOUND_SECRET)",
      `Mail: at most ${config.answersPerHour} answers per address and hour (MAIL_ANSWERS_PER_HOUR)`,
    ],
    async stop() {
      await reader?.stop();
      await listener?.close();
      await worker.stop();
      transport.close();
    },
  };
}
