// The board's PNG drawn on a thread of its own, for the server (board.png) and the mail worker.
// resvg's renderAsync draws on libuv's pool but encodes the PNG on the calling thread (14-49 ms a
// board on a 2-core VM), time in which a server would answer no request; here the whole of it
// (parse, text layout, drawing, encoding) is the PNG thread's. One thread (a worker pool of one,
// src/workers/pool.ts), started at the first PNG (most processes never draw one), draws the boards
// in turn, and keeps the process alive only while it has boards to draw.
import { LruMap } from "../lruMap.js";
import { createWorkerPool, PoolFullError, type WorkerPool } from "../workers/pool.js";
import { siblingScript } from "../workers/script.js";
import { PNG_WIDTH } from "./png.js";

export interface PngRequest {
  svg: string;
  width: number;
  /** A palette PNG (src/render/pngPalette.ts), as mails carry; else RGB. */
  palette?: boolean;
}

/** What the PNG thread sends back: the bytes, and which thread drew them. */
export interface PngDrawn {
  png: Uint8Array;
  threadId: number;
}

/** A PNG, with the thread that drew it (the tests check that it is not the caller's). */
export interface DrawnPng {
  png: Buffer;
  threadId: number;
}

/** More boards wait for the PNG thread than the caller allows (`queueLimit`). */
export class PngBusyError extends PoolFullError {
  override readonly name = "PngBusyError";
}

export interface PngOptions {
  /** Pixels wide (PNG_WIDTH). */
  width?: number;
  /**
   * Refused with PngBusyError when this many boards already wait, the one being drawn included (a
   * request can be asked to come back; the mail worker, which sends one mail at a time, gives none).
   */
  queueLimit?: number;
  /** A palette PNG, as a mail's board is (src/render/pngPalette.ts). */
  palette?: boolean;
}

const SCRIPT = siblingScript(import.meta.url, "pngThread");
let drawer: WorkerPool | null = null;

/** Whether the PNG thread has been asked for a board yet (it starts with the first). */
export const pngThreadStarted = (): boolean => drawer !== null;

/**
 * The last eight boards drawn, by width and SVG, drawn or being drawn: a side's answer to its order and
 * its next decision often show the same board (a whole game by mail drew 56 different boards for
 * its 104 mails). Shared by their callers, who read them and never change them; a few hundred KB
 * each.
 */
const recent = new LruMap<string, Promise<DrawnPng>>(8);

/** Draws `svg` as a PNG on the PNG thread, or gives the one drawn for it lately. */
export async function drawPng(svg: string, { width = PNG_WIDTH, queueLimit = Infinity, palette = false }: PngOptions = {}): Promise<DrawnPng> {
  const key = `${width} ${palette} ${svg}`;
  const known = recent.get(key);
  if (known !== undefined) return known;
  const queued = drawer === null ? 0 : drawer.load.running + drawer.load.waiting;
  if (queued >= queueLimit) throw new PngBusyError(`${queued} boards wait for the PNG thread`);
  const drawing = draw(svg, width, palette);
  recent.set(key, drawing);
  // A board that failed is drawn again when asked again.
  drawing.catch(() => {
    if (recent.get(key) === drawing) recent.delete(key);
  });
  return drawing;
}

async function draw(svg: string, width: number, palette: boolean): Promise<DrawnPng> {
  drawer ??= createWorkerPool({ size: 1, queue: Infinity, script: SCRIPT, unrefWhenIdle: true });
  try {
    const { png, threadId } = await drawer.run<PngDrawn>({ svg, width, palette } satisfies PngRequest);
    return { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), threadId };
  } catch (error) {
    throw new Error(`the board's PNG: ${(error as Error).message}`, { cause: error });
  }
}

/** The same PNG as `svgToPng`, drawn off the calling thread. */
export async function svgToPngAsync(svg: string, options: PngOptions = {}): Promise<Buffer> {
  return (await drawPng(svg, options)).png;
}
