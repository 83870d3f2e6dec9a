// Item 2 of issue 11: a PNG of the board for mail clients that block SVG, made in-process by resvg.
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { renderBoardSvg, svgToPng, svgToPngAsync } from "../../src/render/index.js";
import { drawPng, PngBusyError } from "../../src/render/pngDrawer.js";
import { parseXml } from "../helpers/xml.js";
import { recordedView } from "./views.js";

/** Width and height from the PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("board PNG", () => {
  it("is a PNG 1000 px wide with the SVG's proportions, the same bytes for the same view", () => {
    const svg = renderBoardSvg(recordedView("scotland", 40));
    const png = svgToPng(svg);
    const root = parseXml(svg);
    const { width, height } = pngSize(png);
    expect(width).toBe(1000);
    expect(height).toBe(Math.round((1000 * Number(root.attrs.height)) / Number(root.attrs.width)));
    expect(svgToPng(svg).equals(png)).toBe(true);
  });

  it("differs between two sides' views of one state (it draws what each may see)", () => {
    const england = svgToPng(renderBoardSvg(recordedView("england", 40)));
    const scotland = svgToPng(renderBoardSvg(recordedView("scotland", 40)));
    expect(england.equals(scotland)).toBe(false);
  });
});

describe("board PNG drawn off the server's thread (issue 10: a server answers requests meanwhile)", () => {
  it("is the same PNG as the one drawn on the calling thread", async () => {
    const svg = renderBoardSvg(recordedView("england", 40));
    expect((await svgToPngAsync(svg)).equals(svgToPng(svg))).toBe(true);
  });

  it("is not done within the calling turn of the event loop (drawn on the calling thread, it would be)", async () => {
    // A board no other test draws: one drawn lately would be given at once (below).
    const svg = renderBoardSvg(recordedView("scotland", 44));
    let drawn = false;
    const drawing = svgToPngAsync(svg).then((png) => ((drawn = true), png));
    // Only microtasks run here, never the event loop: a PNG drawn on this thread inside an async
    // function would be done after a few of them; one from another thread needs the loop.
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(drawn).toBe(false);
    expect(pngSize(await drawing).width).toBe(1000);
  });

  it("is drawn and encoded on another thread than the caller's (resvg's renderAsync encodes on the caller's)", async () => {
    const svg = renderBoardSvg(recordedView("england", 40));
    const drawn = await drawPng(svg);
    expect(drawn.threadId).not.toBe(threadId);
    expect(pngSize(drawn.png).width).toBe(1000);
  });

  it("refuses a board when `queueLimit` boards already wait, and draws the ones it took; without a limit (mail) none is refused", async () => {
    const [one, two, three, four] = differentBoards(4, 20) as [string, string, string, string];
    // Called one after the other in one turn: no board can be done in between.
    const taken = [drawPng(one, { queueLimit: 2 }), drawPng(two, { queueLimit: 2 })];
    const refused = drawPng(three, { queueLimit: 2 });
    const unlimited = drawPng(four);
    await expect(refused).rejects.toBeInstanceOf(PngBusyError);
    await expect(refused).rejects.toThrow(/2 boards wait for the PNG thread/);
    for (const drawn of await Promise.all([...taken, unlimited])) expect(pngSize(drawn.png).width).toBe(1000);
  });

  it("a picture resvg cannot read is refused with its reason, and the next board is drawn", async () => {
    const refusal = await drawPng("<svg").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(/the board's PNG: .+/);
    // Tried again when asked again: a refusal is not kept.
    const again = await drawPng("<svg").catch((error: unknown) => error);
    expect((again as Error).message).toBe((refusal as Error).message);
    expect(again).not.toBe(refusal);
    const svg = renderBoardSvg(recordedView("scotland", 40));
    expect((await svgToPngAsync(svg)).equals(svgToPng(svg))).toBe(true);
  });
});

describe("boards drawn lately (a side's answer and its next decision often show the same board)", () => {
  it("gives the PNG drawn for the same board and width again, also while it is being drawn, without drawing it again", async () => {
    const [svg] = differentBoards(1, 60) as [string];
    const first = drawPng(svg);
    const meanwhile = drawPng(svg);
    expect(await meanwhile).toBe(await first);
    expect(await drawPng(svg)).toBe(await first);
    const narrow = await drawPng(svg, { width: 500 });
    expect(pngSize(narrow.png).width).toBe(500);
    expect(narrow).not.toBe(await first);
  });

  it("keeps the last eight: a board asked again after eight others is drawn again, the same bytes", async () => {
    const [oldest, ...others] = differentBoards(9, 70) as [string, ...string[]];
    const first = await drawPng(oldest);
    for (const svg of others) await drawPng(svg);
    const again = await drawPng(oldest);
    expect(again).not.toBe(first);
    expect(again.png.equals(first.png)).toBe(true);
  });

  it("counts a board being drawn once against `queueLimit`, however often it is asked", async () => {
    const [svg] = differentBoards(1, 90) as [string];
    const asked = [drawPng(svg, { queueLimit: 1 }), drawPng(svg, { queueLimit: 1 }), drawPng(svg, { queueLimit: 1 })];
    for (const drawn of await Promise.all(asked)) expect(pngSize(drawn.png).width).toBe(1000);
  });
});

/** `count` boards of England's view, each different from the others, from the record's version `from` on. */
function differentBoards(count: number, from: number): string[] {
  const boards: string[] = [];
  for (let at = from; boards.length < count; at += 1) {
    const svg = renderBoardSvg(recordedView("england", at));
    if (!boards.includes(svg)) boards.push(svg);
  }
  return boards;
}

describe("the test XML parser", () => {
  it("rejects what is not well-formed, so the SVG checks can fail", () => {
    expect(() => parseXml("<svg><g></svg>")).toThrow(/expected <\/g>/);
    expect(() => parseXml("<svg><text>a & b</text></svg>")).toThrow(/bad entity/);
    expect(() => parseXml('<svg x=1/>')).toThrow(/quoted/);
    expect(() => parseXml('<svg x="1" x="2"/>')).toThrow(/duplicate/);
    expect(parseXml('<svg a="&lt;1&gt;"><t>x &amp; y</t></svg>').children[0]?.text).toBe("x & y");
  });
});
