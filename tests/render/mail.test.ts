// The board in a mail (issue 11, item 2): sent through a real SMTP server (smtp-server) with
// nodemailer and read back with mailparser, the PNG is inline under its Content-ID, the SVG is
// attached, and the text part keeps its text board.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { createTransport } from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailBoard } from "../../src/render/index.js";
import { MAIL_PNG_WIDTH } from "../../src/render/png.js";
import { recordedView } from "./views.js";

let server: SMTPServer;
let port = 0;
const received: Buffer[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

async function sendAndRead(): Promise<ParsedMail> {
  const view = recordedView("scotland", 40);
  const board = await mailBoard(view, "board-g1-40@hots-judge");
  const transport = createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: "judge@hots.test",
    to: "scotland@hots.test",
    subject: "Your move",
    text: "Fife: Wallace 4, Douglas 3\n\nplay Move 2",
    html: `<p>Your move</p>${board.html}`,
    attachments: board.attachments,
  });
  transport.close();
  const raw = received.at(-1);
  if (!raw) throw new Error("the SMTP server received nothing");
  return simpleParser(raw);
}

describe("the board in a mail", () => {
  it("carries the PNG inline (cid), a palette PNG of MAIL_PNG_WIDTH, and no SVG; the text part keeps the text board", async () => {
    const mail = await sendAndRead();
    expect(mail.text).toContain("Fife: Wallace 4");
    const png = mail.attachments.find((a) => a.contentType === "image/png");
    expect(mail.attachments.filter((a) => a.contentType === "image/svg+xml")).toEqual([]);
    expect(png?.cid).toBe("board-g1-40@hots-judge");
    expect(png?.contentDisposition).toBe("inline");
    expect(png?.content.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png?.content.readUInt32BE(16)).toBe(MAIL_PNG_WIDTH);
    // IHDR's colour type 3: an indexed (palette) PNG, the small one a mail carries.
    expect(png?.content[25]).toBe(3);
    // mailparser rewrites cid: links to data: URLs for the PNG it found under that Content-ID.
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,/);
  });
});
