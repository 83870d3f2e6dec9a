// The .eml transport carries the board too (issue 11, item 2): a side's mail, kept in the outbox with
// its SVG, written to a file by the worker's own steps, holds the inline PNG its HTML shows by cid
// and the SVG attached; a mail without a board (an invitation) has no attachment.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { composeSideMail } from "../../src/mail/compose.js";
import { inviteMail } from "../../src/mail/invite.js";
import { fileTransport } from "../../src/mail/transport.js";
import { outgoing } from "../../src/mail/worker.js";
import { renderBoardSvg } from "../../src/render/index.js";
import { viewFor } from "../../src/views/index.js";
import type { MailRecord, NewMail } from "../../src/store/index.js";
import { parseRecord, replayRecord } from "../../src/records/index.js";
import { BLOCKS } from "../../src/rules/data/index.js";
import type { GameState } from "../../src/rules/state.js";
import { boardPartsOf, svgWithoutTrack } from "./boardParts.js";

const DOMAIN = "judge.test";
const SETTINGS = { secret: "test-secret-0123456789abcdef", domain: DOMAIN, address: `judge@${DOMAIN}`, separator: "+" };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A queued mail as the outbox hands it to the worker. */
function record(mail: NewMail, id: string): MailRecord {
  const now = new Date(0);
  return { ...mail, id, gameId: "g1", replyTo: mail.replyTo ?? null, inReplyTo: mail.inReplyTo ?? null, boardSvg: mail.boardSvg ?? null, held: mail.held ?? false, attempts: 1, nextAttemptAt: now, lastError: null, sentAt: null, createdAt: now };
}

async function writeAndRead(mail: NewMail, id: string): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), "hots-eml-"));
  dirs.push(dir);
  const transport = fileTransport(dir);
  await transport.send(await outgoing(record(mail, id), SETTINGS));
  transport.close();
  const files = readdirSync(dir);
  expect(files).toEqual([`${id}@${DOMAIN}.eml`]);
  return readFileSync(join(dir, files[0] ?? ""));
}

/** The example Braveheart game after its first 6 orders. */
function position(): GameState {
  const record = parseRecord(JSON.parse(readFileSync(new URL("../../examples/braveheart-seed-5.json", import.meta.url), "utf8")));
  const replay = replayRecord({ ...record, orders: record.orders.slice(0, 6), result: null }, "log");
  if (replay.state === null) throw new Error("the example record does not set up");
  return replay.state;
}

describe("the board in an .eml mail", () => {
  it("a side's mail in an .eml file has by default the inline palette PNG its HTML shows by cid, no SVG, and the text board", async () => {
    const state = position();
    const mail = composeSideMail(SETTINGS, { gameId: "g1", version: 3, side: "england", to: "edward@longshanks.test", state, events: [] });
    const raw = await writeAndRead(mail, "mail-0");
    const parts = await boardPartsOf(raw);
    expect(parts.cid).toBe(`board@${DOMAIN}`);
    expect(parts.text).toContain("Your board");
    // Small: the whole mail, picture inline, well under 60 KB.
    expect(raw.length).toBeLessThan(60_000);
  });

  it("with PICTURE none a mail carries no picture, only the text board", async () => {
    const mail = composeSideMail(SETTINGS, { gameId: "g1", version: 3, side: "england", to: "edward@longshanks.test", state: position(), events: [], picture: "none" });
    expect(mail.boardSvg ?? null).toBeNull();
    const parsed = await simpleParser(await writeAndRead(mail, "mail-3"));
    expect(parsed.attachments).toHaveLength(0);
    expect(parsed.text).toMatch(/Area +Castle +Held by/);
  });

  it("with PICTURE svg a side's mail has the SVG of its own view attached, no PNG, and the text board", async () => {
    const state = position();
    const mail = composeSideMail(SETTINGS, { gameId: "g1", version: 3, side: "england", to: "edward@longshanks.test", state, events: [], picture: "svg" });
    expect(mail.boardSvg).toBe(renderBoardSvg(viewFor(state, "england")));
    const parts = await boardPartsOf(await writeAndRead(mail, "mail-1"), "svg");
    expect(parts.svg).toBe(mail.boardSvg);
    expect(parts.text).toContain("Your board");
    expect(parts.text).toMatch(/Area +Castle +Held by/);
    // England sees its own blocks by name, Scotland's hidden ones only as blanks (rule 1.4).
    const view = viewFor(state, "england");
    const seen = new Set<string>(view.blocks.map((b) => b.block));
    const hidden = BLOCKS.filter((b) => b.side === "scotland" && b.type !== "noble" && !seen.has(b.id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const block of hidden) expect(svgWithoutTrack(parts.svg)).not.toContain(block.name);
    for (const block of view.blocks.filter((b) => b.side === "england")) expect(parts.svg).toContain(`data-block="${block.block}"`);
  });

  it("a mail without a board (an invitation) is sent with no attachment", async () => {
    const mail = inviteMail(SETTINGS, { gameId: "g1", side: "scotland", email: "william@elderslie.test", invite: "invite-token" });
    expect(mail.boardSvg ?? null).toBeNull();
    const parsed = await simpleParser(await writeAndRead(mail, "mail-2"));
    expect(parsed.attachments).toHaveLength(0);
    expect(parsed.text).toContain("g1");
  });
});
