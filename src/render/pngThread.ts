// The PNG thread (src/render/pngDrawer.ts, a pool of one): draws each board it is sent, the PNG
// encoding included, and hands the bytes back without a copy.
import { parentPort, threadId } from "node:worker_threads";
import { svgToPng } from "./png.js";
import type { PngDrawn, PngRequest } from "./pngDrawer.js";

const port = parentPort;
if (!port) throw new Error("pngThread.ts runs in a worker thread");

port.on("message", ({ svg, width, palette }: PngRequest) => {
  try {
    // A copy of resvg's bytes into an ArrayBuffer of their own, which can be handed over.
    const png = new Uint8Array(svgToPng(svg, width, palette === true));
    const value: PngDrawn = { png, threadId };
    port.postMessage({ ok: true, value }, [png.buffer]);
  } catch (error) {
    port.postMessage({ ok: false, message: (error as Error).message ?? String(error) });
  }
});
