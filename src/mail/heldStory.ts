// Filled in when a mail is sent (src/mail/worker.ts): what was held for its side until then (NOTIFY
// decisions, docs/email.md "When a side is mailed"), where the mail marks it; and the files a mail
// carries as attachments (the record at the end of a game), cut out of its text.
import { escapeHtml } from "./html.js";
import { HELD_MARK_END, HELD_MARK_START } from "./compose.js";

const HELD_MARK = new RegExp(`\\n?${HELD_MARK_START}([^${HELD_MARK_END}]*)${HELD_MARK_END}`);

/** The reply address's start that names a game's side: `<mailbox>+<game>.<side>.`; null for others. */
export function sidePrefixOf(replyTo: string | null): string | null {
  // <mailbox><separator><game>.<side>.<version>.<mac>@<domain> (src/mail/address.ts); the game id has no dot.
  const match = /^(.+?[A-Za-z0-9_-]+\.(?:england|scotland)\.)\d+\.[0-9a-f]+@/i.exec(replyTo ?? "");
  return match ? match[1]! : null;
}

/** `text` and `html` with the held narratives (each a held row's text) where the mark is, or without the mark. */
export function withHeld(text: string, html: string | null, held: readonly string[]): { text: string; html: string | null } {
  const title = HELD_MARK.exec(text)?.[1] ?? "";
  const block = held.length === 0 ? "" : `\n\n${title}\n${"-".repeat(title.length)}\n${held.join("\n")}`;
  return { text: text.replace(HELD_MARK, () => block), html: html === null ? null : html.replace(HELD_MARK, () => escapeHtml(block)) };
}

const FILE_START = "\u2063file:";
const FILE_END = "\u2063end of file\u2063";

/** The lines that carry `content` as an attachment named `filename`: cut out when the mail is sent. */
export function attachedFile(filename: string, content: string): string {
  return `${FILE_START}${filename}\u2063\n${content}\n${FILE_END}`;
}

export interface CutFile {
  filename: string;
  content: string;
}

/** The files a mail's text carries, and its text and HTML without them. */
export function cutFiles(text: string, html: string | null): { text: string; html: string | null; files: CutFile[] } {
  const files: CutFile[] = [];
  const pattern = /\u2063file:([^\u2063]*)\u2063\n([\s\S]*?)\n\u2063end of file\u2063\n?/g;
  const cutText = text.replace(pattern, (_, filename: string, content: string) => {
    files.push({ filename, content });
    return "";
  });
  return { text: cutText, html: html === null ? null : html.replace(pattern, ""), files };
}
