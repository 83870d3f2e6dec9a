// The PNG thread (src/render/pngDrawer.ts): draws each board it is sent, the PNG encoding included,
// and sends the bytes back without a copy.
import { parentPort, threadId } from "node:worker_threads";
import { svgToPng } from "./png.js";
import type { PngReply, PngRequest } from "./pngDrawer.js";

const port = parentPort;
if (!port) throw new Error("pngThread.ts runs in a worker thread");

port.on("message", ({ id, svg, width }: PngRequest) => {
  let reply: PngReply;
  try {
    // A copy of resvg's bytes into an ArrayBuffer of their own, which can be handed over.
    const png = new Uint8Array(svgToPng(svg, width));
    reply = { id, ok: true, png, threadId };
    port.postMessage(reply, [png.buffer]);
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message ?? String(error) };
    port.postMessage(reply);
  }
});
