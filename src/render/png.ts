// PNG of the board for mail clients that block SVG: resvg renders it in-process, with no network
// and no browser, from the system's fonts (DejaVu or Liberation on Debian).
import { Resvg } from "@resvg/resvg-js";

export const PNG_WIDTH = 1000;

export function svgToPng(svg: string, width = PNG_WIDTH): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
    background: "#ffffff",
  });
  return resvg.render().asPng();
}
