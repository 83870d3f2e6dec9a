// A capturing SMTP relay for the mail tests: a real smtp-server on port 0 that keeps every mail it
// accepts, parsed with mailparser, and can refuse mail for a while (a relay that is down). With
// `auth` it is a provider's submission port: AUTH required (PLAIN/LOGIN), mail refused without it;
// with `starttls` too, it offers STARTTLS (smtp-server's own self-signed certificate).
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  /** The SMTP envelope's recipients. */
  to: string[];
  /** The user the client logged in as (null without AUTH), and whether the session was TLS. */
  user: string | null;
  secure: boolean;
  raw: Buffer;
  parsed: ParsedMail;
}

export interface Relay {
  port: number;
  url: string;
  mails: CapturedMail[];
  /** Mails for one address, in the order they arrived. */
  inbox(address: string): CapturedMail[];
  /** The next `count` mails are refused with 451 (a temporary failure). */
  refuse(count: number): void;
  refusals: number;
  /** SMTP connections accepted so far. */
  connections: number;
  /** Ends every open connection, as a relay does with clients idle too long. */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface RelayOptions {
  auth?: { user: string; pass: string };
  starttls?: boolean;
}

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const mails: CapturedMail[] = [];
  let refuseLeft = 0;
  const relay = {
    port: 0,
    url: "",
    mails,
    refusals: 0,
    connections: 0,
    dropConnections: () => {
      // smtp-server keeps its open connections in `connections` (not in its types).
      for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections) connection.close();
    },
    inbox: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    refuse: (count: number) => {
      refuseLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const { auth } = options;
  const server = new SMTPServer({
    authOptional: auth === undefined,
    disabledCommands: [...(auth === undefined ? ["AUTH"] : []), ...(options.starttls ? [] : ["STARTTLS"])],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(login, _session, callback) {
      if (auth !== undefined && login.username === auth.user && login.password === auth.pass) callback(null, { user: login.username });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    logger: false,
    onConnect(_session, callback) {
      relay.connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refuseLeft > 0) {
          refuseLeft -= 1;
          relay.refusals += 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const user = typeof session.user === "string" ? session.user : null;
            mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), user, secure: session.secure, raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  relay.port = typeof address === "object" && address !== null ? address.port : 0;
  relay.url = auth === undefined ? `smtp://127.0.0.1:${relay.port}` : `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${relay.port}`;
  return relay;
}
