// `hots render RECORD --side ... --at N [--png]` (issue 11, item 7).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { renderBoardSvg } from "../../src/render/index.js";
import { hots } from "../helpers/cli.js";
import { descendants, parseXml } from "../helpers/xml.js";
import { recordedView } from "../render/views.js";

const RECORD = "examples/braveheart-seed-5.json";
const dir = mkdtempSync(join(tmpdir(), "hots-render-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("hots render", () => {
  it("prints the SVG of the board after order N as the side saw it", async () => {
    const run = await hots("render", RECORD, "--side", "england", "--at", "30");
    expect(run.code).toBe(0);
    expect(run.err).toEqual([]);
    expect(`${run.out.join("\n")}\n`).toBe(renderBoardSvg(recordedView("england", 30)));
    const observer = await hots("render", RECORD, "--side", "observer", "--at", "0");
    expect(descendants(parseXml(observer.out.join("\n"))).filter((n) => n.attrs.class === "block")).toEqual([]);
  });

  it("without --at draws the end of the game; --at 0 the set-up", async () => {
    const end = await hots("render", RECORD, "--side", "referee");
    expect(end.code).toBe(0);
    expect(end.out.join("\n")).toContain("Game over");
    const start = await hots("render", RECORD, "--side", "scotland", "--at", "0");
    expect(`${start.out.join("\n")}\n`).toBe(renderBoardSvg(recordedView("scotland", 0)));
  });

  it("--png writes a PNG to --out FILE, or as bytes to standard output", async () => {
    const file = join(dir, "board.png");
    const run = await hots("render", RECORD, "--side", "scotland", "--at", "12", "--png", "--out", file);
    expect(run.code).toBe(0);
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    const chunks: Uint8Array[] = [];
    const code = await main(["render", RECORD, "--side", "scotland", "--at", "12", "--png"], { out: () => {}, err: () => {}, bytes: (b) => chunks.push(b) });
    expect(code).toBe(0);
    expect(Buffer.concat(chunks).equals(png)).toBe(true);
  });

  it("names what is wrong: a missing or unknown side, N beyond the record, an unreadable record", async () => {
    expect((await hots("render", RECORD)).err[0]).toMatch(/--side is required/);
    const side = await hots("render", RECORD, "--side", "france");
    expect(side.code).toBe(2);
    expect(side.err[0]).toMatch(/--side must be one of england, scotland, referee, observer, not "france"/);
    const recorded = (JSON.parse(readFileSync(RECORD, "utf8")) as { orders: unknown[] }).orders.length;
    const far = await hots("render", RECORD, "--side", "england", "--at", String(recorded + 1));
    expect(far.code).toBe(2);
    expect(far.err[0]).toMatch(new RegExp(`--at must be an integer from 0 to ${recorded}`));
    const missing = await hots("render", join(dir, "nope.json"), "--side", "england");
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toMatch(/cannot read/);
  });
});
