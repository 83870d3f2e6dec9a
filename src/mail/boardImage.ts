// The board picture of a mail (issue 11, item 2): the HTML part, written when the mail is composed,
// refers to the inline PNG by a Content-ID that the sender gives the PNG rendered from the kept SVG.
import { boardAttachments, type BoardAttachment } from "../render/index.js";

/** One board per mail, so one Content-ID per domain is unique within each mail. */
export function boardCid(domain: string): string {
  return `board@${domain}`;
}

/** The inline PNG and attached SVG of a mail that keeps a board; none for mails without one. */
export async function boardParts(boardSvg: string | null, domain: string): Promise<BoardAttachment[]> {
  return boardSvg ? boardAttachments(boardSvg, boardCid(domain)) : [];
}
