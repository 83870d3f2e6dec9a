// The board parts of a mail as a mail client finds them (issue 11, item 2): the inline PNG with its
// Content-ID, the cid: links of the HTML part (mailparser keeps them with keepCidLinks), the SVG
// attachment and the text part.
import { simpleParser } from "mailparser";
import { expect } from "vitest";
import { parseXml } from "../helpers/xml.js";

export interface BoardParts {
  png: Buffer;
  cid: string;
  svg: string;
  html: string;
  text: string;
}

/** Reads a raw mail and checks the parts every board mail has; returns them for further checks. */
export async function boardPartsOf(raw: Buffer | string): Promise<BoardParts> {
  const mail = await simpleParser(raw, { keepCidLinks: true });
  const pngs = mail.attachments.filter((a) => a.contentType === "image/png");
  const svgs = mail.attachments.filter((a) => a.contentType === "image/svg+xml");
  expect(pngs).toHaveLength(1);
  expect(svgs).toHaveLength(1);
  const [png, svg] = [pngs[0], svgs[0]];
  if (!png || !svg) throw new Error("unreachable");
  expect(png.contentDisposition).toBe("inline");
  expect(png.cid).toBeTruthy();
  // A PNG signature and the width the HTML asks for.
  expect(png.content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.content.readUInt32BE(16)).toBe(1000);
  expect(svg.contentDisposition).toBe("attachment");
  expect(svg.filename).toBe("board.svg");
  const svgText = svg.content.toString("utf8");
  expect(parseXml(svgText).name).toBe("svg");
  const html = typeof mail.html === "string" ? mail.html : "";
  expect(html).toContain(`src="cid:${png.cid}"`);
  return { png: png.content, cid: png.cid ?? "", svg: svgText, html, text: mail.text ?? "" };
}

/**
 * The SVG where a block's name could leak: everything but the track line, whose "Scottish King
 * (not) crowned" names the track's marker, not a block on the map.
 */
export function svgWithoutTrack(svg: string): string {
  return svg.replace(/<text class="track"[^>]*>[^<]*<\/text>/g, "");
}
