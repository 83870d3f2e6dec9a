// One block as the printed piece looks: side colour, a label with the name, the current strength as
// pips along the top edge (2.11), the combat rating such as B3 (2.12), the move rating (2.13) and a
// black cross for blocks killed for good (5.8). An enemy block is drawn blank: its face is secret.
import { blockInfo, type BlockId } from "../rules/data/index.js";
import type { Side } from "../rules/sides.js";
import type { Translate } from "../i18n/translator.js";
import { el, escapeXml, text } from "./svg.js";

export const SIDE_COLOUR: Record<Side, string> = { england: "#b3261e", scotland: "#1d3f8f" };
const LABEL = "#f6efd9";
const INK = "#1b1b1b";

/** An estimate of a Liberation (Arial) or DejaVu Sans glyph's width, enough to decide when to squeeze a word. */
const CHAR_WIDTH = 0.58;

function fitted(x: number, y: number, size: number, room: number, word: string, bold = false): string {
  const squeeze = word.length * size * CHAR_WIDTH > room;
  return text(
    {
      x,
      y,
      "font-size": size,
      "font-weight": bold ? "bold" : undefined,
      "text-anchor": "middle",
      fill: INK,
      textLength: squeeze ? room : undefined,
      lengthAdjust: squeeze ? "spacingAndGlyphs" : undefined,
    },
    word,
  );
}

/** Two lines at most: "York Knights" -> York / Knights; "Scottish King" -> Scottish / King. */
function nameLines(name: string): string[] {
  const words = name.split(" ");
  return words.length <= 1 ? words : [words[0] ?? "", words.slice(1).join(" ")];
}

/** `t` says the words in the picture's language; block names stay as printed on the blocks. */
export function visibleBlock(id: BlockId, side: Side, strength: number, x: number, y: number, s: number, t: Translate): string {
  const info = blockInfo(id);
  const inset = s * 0.07;
  const font = s * 0.2;
  const pips: string[] = [];
  const pipGap = (s - 2 * inset) / (info.maxSteps + 1);
  for (let i = 1; i <= info.maxSteps; i++) {
    const filled = i <= strength;
    pips.push(el("circle", { cx: x + inset + i * pipGap, cy: y + inset + s * 0.08, r: s * 0.045, fill: filled ? INK : "none", stroke: INK, "stroke-width": filled ? 0 : s * 0.015 }));
  }
  const lines = nameLines(info.name);
  const nameY = y + s * (lines.length === 1 ? 0.52 : 0.43);
  const name = lines.map((line, i) => fitted(x + s / 2, nameY + i * font * 1.05, font, s - 2 * inset - 2, line, true));
  const rating = `${info.initiative}${info.fire}`;
  const move = info.move === null ? t("picture.seaRating") : `m${info.move}`;
  const cross = info.mortal
    ? el("path", { class: "black-cross", d: `M${x + s * 0.45} ${y + s * 0.82}h${s * 0.1}M${x + s * 0.5} ${y + s * 0.77}v${s * 0.1}`, stroke: INK, "stroke-width": s * 0.035 })
    : "";
  return el("g", { class: "block", "data-block": id, "data-side": side, "data-strength": strength }, [
    el("title", {}, escapeXml(t("picture.block", { block: info.name, strength, max: info.maxSteps, rating, move: info.move ?? t("picture.bySea") }))),
    el("rect", { x, y, width: s, height: s, rx: s * 0.1, fill: SIDE_COLOUR[side] }),
    el("rect", { x: x + inset, y: y + inset, width: s - 2 * inset, height: s - 2 * inset, rx: s * 0.06, fill: LABEL }),
    ...pips,
    ...name,
    text({ x: x + inset + 2, y: y + s - inset - s * 0.06, "font-size": font * 0.95, fill: INK, "font-weight": "bold" }, rating),
    text({ x: x + s - inset - 2, y: y + s - inset - s * 0.06, "font-size": font * 0.85, fill: INK, "text-anchor": "end" }, move),
    cross,
  ]);
}

/** The back of a block: the owner's colour and nothing else (the fog of war's count of blocks). */
export function blankBlock(side: Side, x: number, y: number, s: number): string {
  return el("rect", { class: "block blank", "data-side": side, x, y, width: s, height: s, rx: s * 0.1, fill: SIDE_COLOUR[side], stroke: "#00000055", "stroke-width": 1 });
}
