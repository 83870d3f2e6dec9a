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

/**
 * Reads a raw mail and checks the parts a board mail has with the seat's PICTURE setting: an inline
 * palette PNG the HTML shows by cid and no SVG (png, the default), or the SVG attached and no PNG
 * (svg). Returns them for further checks (the missing part empty).
 */
export async function boardPartsOf(raw: Buffer | string, picture: "png" | "svg" = "png"): Promise<BoardParts> {
  const mail = await simpleParser(raw, { keepCidLinks: true });
  const pngs = mail.attachments.filter((a) => a.contentType === "image/png");
  const svgs = mail.attachments.filter((a) => a.contentType === "image/svg+xml");
  const html = typeof mail.html === "string" ? mail.html : "";
  if (picture === "svg") {
    expect(pngs).toHaveLength(0);
    expect(svgs).toHaveLength(1);
    const svg = svgs[0]!;
    expect(svg.contentDisposition).toBe("attachment");
    expect(svg.filename).toBe("board.svg");
    const svgText = svg.content.toString("utf8");
    expect(parseXml(svgText).name).toBe("svg");
    expect(html).not.toContain("cid:");
    return { png: Buffer.alloc(0), cid: "", svg: svgText, html, text: mail.text ?? "" };
  }
  expect(pngs).toHaveLength(1);
  expect(svgs).toHaveLength(0);
  const png = pngs[0]!;
  expect(png.contentDisposition).toBe("inline");
  expect(png.cid).toBeTruthy();
  // A PNG signature, the width the HTML asks for, and a palette (colour type 3) of 16 colours at most.
  expect(png.content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.content.readUInt32BE(16)).toBe(800);
  expect(png.content[25]).toBe(3);
  expect(png.content[24]).toBe(4);
  expect(html).toContain(`src="cid:${png.cid}"`);
  expect(html).toContain('width="800"');
  return { png: png.content, cid: png.cid ?? "", svg: "", html, text: mail.text ?? "" };
}

/**
 * The SVG where a block's name could leak: everything but the track line, whose "Scottish King
 * (not) crowned" names the track's marker, not a block on the map.
 */
export function svgWithoutTrack(svg: string): string {
  return svg.replace(/<text class="track"[^>]*>[^<]*<\/text>/g, "");
}
