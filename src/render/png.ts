// PNG of the board for mail clients that block SVG: resvg renders it in-process, with no network
// and no browser, from the system's fonts (Liberation Sans, else DejaVu Sans, on Debian: the
// Dockerfile installs fonts-liberation, without which the PNG would have no text).
import { createRequire } from "node:module";
import type { RenderedImage, ResvgRenderOptions, Resvg as ResvgClass } from "@resvg/resvg-js";
import { encodeOpaquePng } from "./pngEncoder.js";

export const PNG_WIDTH = 1000;

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
export function svgToPng(svg: string, width = PNG_WIDTH): Buffer {
  const image = drawPixels(svg, width);
  return encodeOpaquePng(image.width, image.height, image.pixels);
}
