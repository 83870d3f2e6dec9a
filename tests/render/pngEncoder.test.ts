// The board's PNG written from resvg's pixels (src/render/pngEncoder.ts, issue 10): read back by an
// independent decoder (resvg's own, through an SVG <image>), it has exactly the pixels resvg drew.
import { describe, expect, it } from "vitest";
import { renderBoardSvg, svgToPng } from "../../src/render/index.js";
import { drawPixels } from "../../src/render/png.js";
import { encodeOpaquePng } from "../../src/render/pngEncoder.js";
import { recordedView } from "./views.js";

/** The pixels of `png` as resvg's PNG decoder reads them, placed 1:1 in an SVG of its size. */
function decoded(png: Buffer, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
  return drawPixels(svg, width).pixels;
}

/** Colour type from the IHDR chunk (2: RGB, 6: RGBA). */
const colourType = (png: Buffer): number => png[25] as number;

describe("the board's PNG, written from resvg's pixels", () => {
  const svg = renderBoardSvg(recordedView("scotland", 40));
  const board = drawPixels(svg);
  const png = svgToPng(svg);

  it("is read back, by resvg's own PNG decoder, as exactly the pixels resvg drew", () => {
    expect(colourType(png)).toBe(2);
    expect(decoded(png, board.width, board.height).equals(board.pixels)).toBe(true);
    // The check can fail: one bit changed in the compressed data, and the picture read back differs.
    const damaged = Buffer.from(png);
    damaged[200] = (damaged[200] as number) ^ 1;
    expect(decoded(damaged, board.width, board.height).equals(board.pixels)).toBe(false);
  });

  it("is smaller than resvg's own PNG of the same pixels", () => {
    const resvgPng = board.asPng();
    expect(decoded(resvgPng, board.width, board.height).equals(board.pixels)).toBe(true);
    expect(png.length).toBeLessThan(resvgPng.length);
  });

  it("a picture with transparent parts is drawn on white, so it loses nothing without alpha", () => {
    const circle = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4" fill="#c62828"/></svg>';
    const png = svgToPng(circle, 10);
    expect(colourType(png)).toBe(2);
    const pixels = decoded(png, 10, 10);
    expect([...pixels.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    expect([...pixels.subarray((5 * 10 + 5) * 4, (5 * 10 + 5) * 4 + 4)]).toEqual([0xc6, 0x28, 0x28, 255]);
  });

  it("refuses a pixel that is not opaque, whose alpha an RGB PNG would drop", () => {
    const rgba = Buffer.alloc(2 * 2 * 4, 255);
    expect(colourType(encodeOpaquePng(2, 2, rgba))).toBe(2);
    rgba[15] = 254;
    expect(() => encodeOpaquePng(2, 2, rgba)).toThrow(/pixel \(1, 1\) is not opaque/);
  });

  it("refuses pixels that do not fill the width and height given", () => {
    expect(() => encodeOpaquePng(2, 2, Buffer.alloc(15, 255))).toThrow(RangeError);
    expect(() => encodeOpaquePng(0, 0, Buffer.alloc(0))).toThrow(RangeError);
  });
});
