// PNG of the board for mail clients that block SVG: resvg renders it in-process, with no network
// and no browser, from the system's fonts (DejaVu or Liberation on Debian).
import { createRequire } from "node:module";
import type { Resvg as ResvgClass } from "@resvg/resvg-js";

export const PNG_WIDTH = 1000;

// resvg is a native library of several MB that most processes never call (only board.png and
// mails with a board do): it is loaded on the first PNG, not at start-up (issue 10, item 3).
let resvg: typeof ResvgClass | undefined;
function loadResvg(): typeof ResvgClass {
  resvg ??= (createRequire(import.meta.url)("@resvg/resvg-js") as { Resvg: typeof ResvgClass }).Resvg;
  return resvg;
}

export function svgToPng(svg: string, width = PNG_WIDTH): Buffer {
  const Resvg = loadResvg();
  const renderer = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
    background: "#ffffff",
  });
  return renderer.render().asPng();
}
