// The board for a mail (DESIGN "Email"): by default a palette PNG shown inline through its
// Content-ID (small, and shown by clients that block SVG); with PICTURE svg the SVG attached
// instead. The text part keeps its text board, so a client that shows no picture still shows the
// board. Shaped as nodemailer attachments.
import { renderBoardSvg } from "./board.js";
import { svgToPngAsync } from "./pngDrawer.js";
import type { View } from "../views/index.js";
import { escapeXml } from "./svg.js";
import { MAIL_PNG_WIDTH } from "./png.js";

export interface BoardAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** Set on the inline PNG: the HTML part shows it as <img src="cid:...">. */
  cid?: string;
  contentDisposition: "inline" | "attachment";
}

export interface MailBoard {
  attachments: BoardAttachment[];
  /** An <img> for the HTML part, pointing at the inline PNG. */
  html: string;
}

/** `cid` should be unique within the mail, e.g. `board-${gameId}-${version}@hots-judge`. */
export async function mailBoard(view: View, cid: string): Promise<MailBoard> {
  return { attachments: await boardAttachments(renderBoardSvg(view), cid, "png"), html: boardImage(view, cid) };
}

/** The <img> of the HTML part; written when the mail is composed, before the PNG exists. */
export function boardImage(view: View, cid: string): string {
  const alt = `The board in ${view.year}, turn ${view.turn}, as ${view.viewer} sees it`;
  return `<img src="cid:${escapeXml(cid)}" alt="${escapeXml(alt)}" width="${MAIL_PNG_WIDTH}" style="max-width:100%;height:auto">`;
}

/**
 * The board of a mail from the SVG kept with it: the inline palette PNG (made at send time, off the
 * event loop), or the SVG attached.
 */
export async function boardAttachments(svg: string, cid: string, picture: "png" | "svg"): Promise<BoardAttachment[]> {
  if (picture === "svg") return [{ filename: "board.svg", content: svg, contentType: "image/svg+xml", contentDisposition: "attachment" }];
  return [{ filename: "board.png", content: await svgToPngAsync(svg, { width: MAIL_PNG_WIDTH, palette: true }), contentType: "image/png", cid, contentDisposition: "inline" }];
}
