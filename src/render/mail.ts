// The board for a mail (DESIGN "Email"): by default a palette PNG shown inline through its
// Content-ID (small, and shown by clients that block SVG); with PICTURE svg the SVG attached
// instead. The text part keeps its text board, so a client that shows no picture still shows the
// board. Shaped as nodemailer attachments.
import { renderBoardSvg } from "./board.js";
import { svgToPngAsync } from "./pngDrawer.js";
import type { View } from "../views/index.js";
import { escapeXml } from "./svg.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
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
export async function mailBoard(view: View, cid: string, lang: Language = DEFAULT_LANGUAGE): Promise<MailBoard> {
  return { attachments: await boardAttachments(renderBoardSvg(view, lang), cid, "png"), html: boardImage(view, cid, lang) };
}

/** The <img> of the HTML part, its alt text in the seat's language; written when the mail is composed, before the PNG exists. */
export function boardImage(view: View, cid: string, lang: Language = DEFAULT_LANGUAGE): string {
  const t = translator(lang);
  const alt = t("picture.alt", { year: view.year, turn: view.turn, viewer: t(`picture.viewer.${view.viewer}`) });
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
