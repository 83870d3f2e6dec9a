// The board picture of a mail: the HTML part, written when the mail is composed, refers to the
// inline PNG by a Content-ID that the sender gives the PNG rendered from the kept SVG. A mail whose
// HTML shows no PNG (PICTURE svg) gets the SVG attached instead; one without a kept SVG
// (PICTURE none, or a mail without a board) gets no picture.
import { boardAttachments, type BoardAttachment } from "../render/index.js";

/** One board per mail, so one Content-ID per domain is unique within each mail. */
export function boardCid(domain: string): string {
  return `board@${domain}`;
}

/** The picture of a mail that keeps a board; none for mails without one. */
export async function boardParts(boardSvg: string | null, domain: string, html: string | null): Promise<BoardAttachment[]> {
  if (!boardSvg) return [];
  return boardAttachments(boardSvg, boardCid(domain), html?.includes(`cid:${boardCid(domain)}`) ? "png" : "svg");
}
