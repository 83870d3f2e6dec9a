// The board's PNG drawn on a thread of its own, for the server (board.png) and the mail worker.
// resvg's renderAsync draws on libuv's pool but encodes the PNG on the calling thread (14-49 ms a
// board on a 2-core VM), time in which a server would answer no request; here the whole of it
// (parse, text layout, drawing, encoding) is the PNG thread's. One thread, started at the first PNG
// (most processes never draw one), draws the boards in turn, and keeps the process alive only while
// it has boards to draw.
import type { Worker } from "node:worker_threads";
import { siblingScript, startWorkerScript } from "../workerScript.js";
import { PNG_WIDTH } from "./png.js";

export interface PngRequest {
  id: number;
  svg: string;
  width: number;
}

export type PngReply = { id: number; ok: true; png: Uint8Array; threadId: number } | { id: number; ok: false; message: string };

/** More boards wait for the PNG thread than the caller allows (`queueLimit`). */
export class PngBusyError extends Error {
  override readonly name = "PngBusyError";
}

/** A PNG, with the thread that drew it (the tests check that it is not the caller's). */
export interface DrawnPng {
  png: Buffer;
  threadId: number;
}

interface Waiting {
  resolve: (drawn: DrawnPng) => void;
  reject: (error: Error) => void;
}

interface Drawer {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

const SCRIPT = siblingScript(import.meta.url, "pngThread");
let drawer: Drawer | null = null;
let nextId = 0;

function startDrawer(): Drawer {
  const started: Drawer = { worker: startWorkerScript(SCRIPT, undefined), waiting: new Map() };
  const { worker, waiting } = started;
  worker.on("message", (reply: PngReply) => {
    const asked = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (!asked) return;
    if (reply.ok) asked.resolve({ png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength), threadId: reply.threadId });
    else asked.reject(new Error(`the board's PNG: ${reply.message}`));
  });
  // A thread that dies fails the boards it had; the next board starts another thread.
  const lost = (error: Error): void => {
    if (drawer === started) drawer = null;
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
  };
  worker.on("error", lost);
  worker.on("exit", () => lost(new Error("the PNG thread stopped")));
  return started;
}

/** Whether the PNG thread has been started (it is at the first PNG only). */
export const pngThreadStarted = (): boolean => drawer !== null;

export interface PngOptions {
  /** Pixels wide (PNG_WIDTH). */
  width?: number;
  /**
   * Refused with PngBusyError when this many boards already wait (a request can be asked to come
   * back; the mail worker, which sends one mail at a time, gives none).
   */
  queueLimit?: number;
}

/** Draws `svg` as a PNG on the PNG thread. */
export function drawPng(svg: string, { width = PNG_WIDTH, queueLimit = Infinity }: PngOptions = {}): Promise<DrawnPng> {
  const queued = drawer?.waiting.size ?? 0;
  if (queued >= queueLimit) return Promise.reject(new PngBusyError(`${queued} boards wait for the PNG thread`));
  drawer ??= startDrawer();
  const { worker, waiting } = drawer;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, svg, width } satisfies PngRequest);
  });
}

/** The same PNG as `svgToPng`, drawn off the calling thread. */
export async function svgToPngAsync(svg: string, options: PngOptions = {}): Promise<Buffer> {
  return (await drawPng(svg, options)).png;
}
