// PNG of the board for mail clients that block SVG: resvg renders it in-process, with no network
// and no browser, from the system's fonts (Liberation Sans, else DejaVu Sans, on Debian: the
// Dockerfile installs fonts-liberation, without which the PNG would have no text).
import { createRequire } from "node:module";
import type { RenderedImage, ResvgRenderOptions, Resvg as ResvgClass } from "@resvg/resvg-js";
import { encodeOpaquePng, encodePalettePng } from "./pngEncoder.js";
import { toPalette } from "./pngPalette.js";

export const PNG_WIDTH = 1000;
/** A mail's board: narrower, in a palette, so that a whole mail stays under 60 KB (docs/email.md). */
export const MAIL_PNG_WIDTH = 800;

// resvg is a native library of several MB that most processes never call (only board.png and
// mails with a board do): it is loaded on the first PNG, not at start-up (issue 10, item 3).
interface ResvgModule {
  Resvg: typeof ResvgClass;
}
let resvg: ResvgModule | undefined;
function loadResvg(): ResvgModule {
  resvg ??= createRequire(import.meta.url)("@resvg/resvg-js") as ResvgModule;
  return resvg;
}

function renderOptions(width: number): ResvgRenderOptions {
  return {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: true, defaultFontFamily: "Liberation Sans" },
    background: "#ffffff",
  };
}

/** The picture as resvg draws it, `width` pixels wide on white: its pixels, not yet a PNG. */
export function drawPixels(svg: string, width = PNG_WIDTH): RenderedImage {
  return new (loadResvg().Resvg)(svg, renderOptions(width)).render();
}

/**
 * The PNG, drawn on this thread: for the command line and the PNG thread (src/render/pngDrawer.ts).
 * Drawn on white, so every pixel is opaque: written without alpha by encodeOpaquePng, in half the
 * time resvg's own encoder takes or less, and smaller.
 */
export function svgToPng(svg: string, width = PNG_WIDTH, palette = false): Buffer {
  const image = drawPixels(svg, width);
  if (!palette) return encodeOpaquePng(image.width, image.height, image.pixels);
  const paletted = toPalette(image.width, image.height, image.pixels);
  return encodePalettePng(image.width, image.height, paletted.palette, paletted.indices);
}
