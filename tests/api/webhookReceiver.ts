// A real HTTP receiver for the webhook tests: records every POST (headers and raw body) and answers
// as the test says: a status, or a dropped connection (a network error for the sender).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

export interface Received {
  headers: IncomingHttpHeaders;
  text: string;
  body: any;
}

export type Answer = number | "drop";

export interface Receiver {
  url: string;
  received: Received[];
  /** How the next POSTs are answered, in turn; 200 once the list is used up. */
  answers: Answer[];
  /** The POSTs that were answered 2xx. */
  accepted(): Received[];
  /** Every body received, as one text. */
  text(): string;
  close(): Promise<void>;
}

export async function startReceiver(path = "/hook"): Promise<Receiver> {
  const received: Received[] = [];
  const acceptedOnes: Received[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const got = { headers: req.headers, text, body: JSON.parse(text) };
      received.push(got);
      const answer = answers.shift() ?? 200;
      if (answer === "drop") {
        req.socket.destroy();
        return;
      }
      if (answer >= 200 && answer < 300) acceptedOnes.push(got);
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no address");
  return {
    url: `http://127.0.0.1:${address.port}${path}`,
    received,
    answers,
    accepted: () => acceptedOnes,
    text: () => received.map((r) => r.text).join("\n"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for a condition without timing anything: the test's own timeout guards a hang. */
export async function eventually(check: () => boolean | Promise<boolean>, pauseMs = 50): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
