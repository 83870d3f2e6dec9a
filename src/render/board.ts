// The board as an SVG picture of one view: pure (a view in, a string out), deterministic, and
// showing exactly what the view shows: the viewer's blocks face up, the others as blank blocks.
import { AREAS, BLOCKS, BORDERS, SCENARIOS, borderLimit, isAngloScottish, type Area, type AreaName, type BlockId } from "../rules/data/index.js";
import type { Side } from "../rules/sides.js";
import type { View } from "../views/index.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { areaName, cardName } from "../i18n/mapNames.js";
import { translator, type Translate } from "../i18n/translator.js";
import { blankBlock, SIDE_COLOUR, visibleBlock } from "./blocks.js";
import { areaBox, borderLine, borderMidpoint, HEIGHT, SEA_STRIP, WIDTH, type Box } from "./layout.js";
import { el, escapeXml, text } from "./svg.js";

const SEA = "#cfe3f1";
const SEA_INK = "#2f6c99";
const CONTESTED = "#e07b00";
const HEADER_LINE = 15;
/**
 * Arial's metrics first (Liberation Sans is Debian's Arial): resvg lays out Liberation Sans about
 * three times faster than DejaVu Sans, 29 against 79 ms for a board's 190 texts, most of a PNG's
 * time (issue 10). DejaVu Sans stays as the fallback where neither is installed.
 */
const BOARD_FONTS = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif";

/** 1.3 noble homes: which noble's home each area is. */
const HOMES = new Map<AreaName, string[]>();
for (const b of BLOCKS) for (const home of b.homes) HOMES.set(home, [...(HOMES.get(home) ?? []), b.name]);

type Piece = { kind: "visible"; block: BlockId; side: Side; strength: number } | { kind: "blank"; side: Side };

/** England's pieces first, then Scotland's, in block order, then the blank ones: stable from view to view. */
function piecesByArea(view: View): Map<AreaName, Piece[]> {
  const pieces = new Map<AreaName, Piece[]>();
  const add = (area: AreaName, piece: Piece) => pieces.set(area, [...(pieces.get(area) ?? []), piece]);
  for (const side of ["england", "scotland"] as const) {
    for (const b of view.blocks) if (b.side === side) add(b.area, { kind: "visible", block: b.block, side, strength: b.strength });
    for (const h of view.hidden) if (h.side === side) for (let i = 0; i < h.count; i++) add(h.area, { kind: "blank", side });
  }
  return pieces;
}

/** 4.6 an area holding blocks of both sides, or a battle still to fight there. */
function contestedAreas(view: View, pieces: Map<AreaName, Piece[]>): Set<AreaName> {
  const contested = new Set<AreaName>(view.pendingBattles.map((b) => b.area));
  if (view.battle) contested.add(view.battle.area);
  for (const [area, list] of pieces) if (new Set(list.map((p) => p.side)).size === 2) contested.add(area);
  return contested;
}

/** The largest block size that fits every piece in the area below its heading. */
function blockGrid(box: Box, count: number): { size: number; columns: number } {
  const gap = 3;
  const room = { w: box.w - 8, h: box.h - 38 };
  for (let size = 52; size > 16; size--) {
    const columns = Math.floor((room.w + gap) / (size + gap));
    const rows = Math.floor((room.h + gap) / (size + gap));
    if (columns * rows >= count) return { size, columns };
  }
  return { size: 16, columns: Math.floor((room.w + gap) / 19) };
}

function drawPieces(box: Box, pieces: readonly Piece[], t: Translate): string[] {
  const { size, columns } = blockGrid(box, pieces.length);
  return pieces.map((piece, i) => {
    const x = box.x + 4 + (i % columns) * (size + 3);
    const y = box.y + 36 + Math.floor(i / columns) * (size + 3);
    return piece.kind === "visible" ? visibleBlock(piece.block, piece.side, piece.strength, x, y, size, t) : blankBlock(piece.side, x, y, size);
  });
}

/** 1.2 castle value as a small tower with its number; 1.3 a cathedral as a cross. */
function areaMarks(area: Area, box: Box): string[] {
  const marks: string[] = [];
  const right = box.x + box.w - 6;
  if (area.castle > 0) {
    const x = right - 18;
    const y = box.y + 6;
    marks.push(
      el("g", { class: "castle", "data-castle": area.castle }, [
        el("path", { d: `M${x} ${y + 18}v-14h3v3h3v-3h3v3h3v-3h3v3h3v-3h0v14z`, fill: "#6b5a45" }),
        text({ x: x - 3, y: y + 17, "font-size": 15, "font-weight": "bold", "text-anchor": "end", fill: "#6b5a45" }, String(area.castle)),
      ]),
    );
  }
  if (area.cathedral) {
    const x = right - (area.castle > 0 ? 44 : 10);
    marks.push(el("path", { class: "cathedral", d: `M${x} ${box.y + 6}v18M${x - 6} ${box.y + 11}h12`, stroke: "#6a1b9a", "stroke-width": 3 }));
  }
  // 1.4 coasts: a stripe on the side of the sea the area touches.
  if (area.seas.includes("irish")) marks.push(el("rect", { class: "coast irish", x: box.x, y: box.y, width: 5, height: box.h, fill: SEA_INK }));
  if (area.seas.includes("north")) marks.push(el("rect", { class: "coast north", x: box.x + box.w - 5, y: box.y, width: 5, height: box.h, fill: SEA_INK }));
  return marks;
}

function drawArea(area: Area, pieces: readonly Piece[], contested: boolean, lang: Language, t: Translate): string {
  const box = areaBox(area.name);
  const homes = HOMES.get(area.name);
  return el("g", { class: contested ? "area contested" : "area", "data-area": area.name }, [
    el("rect", {
      x: box.x,
      y: box.y,
      width: box.w,
      height: box.h,
      rx: 6,
      fill: area.country === "england" ? "#f3dcd6" : "#eee6cf",
      stroke: contested ? CONTESTED : "#7a6a50",
      "stroke-width": contested ? 4 : 1.5,
    }),
    ...areaMarks(area, box),
    text({ x: box.x + 9, y: box.y + 18, "font-size": 15, "font-weight": "bold", fill: "#222" }, areaName(lang, area.name)),
    homes ? text({ x: box.x + 9, y: box.y + 31, "font-size": 10, "font-style": "italic", fill: "#555" }, t("picture.home", { nobles: homes.join(", ") })) : "",
    contested ? text({ x: box.x + box.w - 8, y: box.y + box.h - 5, "font-size": 10, "font-weight": "bold", "text-anchor": "end", fill: CONTESTED }, t("picture.contested")) : "",
    ...drawPieces(box, pieces, t),
  ]);
}

/** 4.3 black borders (limit 6) and red ones (limit 2, stop); 4.4 the Anglo-Scottish border doubled. */
function drawBorders(): string[] {
  return BORDERS.map((b) => {
    const [a, c] = b.between;
    const [p, q] = borderLine(a, c);
    const mid = borderMidpoint(a, c);
    const colour = b.color === "red" ? "#c62828" : "#111";
    const anglo = isAngloScottish(a, c);
    return el("g", { class: anglo ? "border anglo-scottish" : "border", "data-border": `${a}|${c}`, "data-color": b.color }, [
      anglo ? el("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: "#f2c230", "stroke-width": 11 }) : "",
      el("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: colour, "stroke-width": 3.5 }),
      el("circle", { cx: mid.x, cy: mid.y, r: 8, fill: "#fff", stroke: colour, "stroke-width": 1.5 }),
      text({ x: mid.x, y: mid.y + 3.5, "font-size": 10, "font-weight": "bold", "text-anchor": "middle", fill: colour }, String(borderLimit(b))),
    ]);
  });
}

function drawSeas(t: Translate): string[] {
  const label = (x: number, name: string) =>
    text({ x, y: HEIGHT / 2, "font-size": 18, "font-style": "italic", fill: SEA_INK, "text-anchor": "middle", transform: `rotate(-90 ${x} ${HEIGHT / 2})` }, name);
  return [
    el("rect", { class: "sea irish", x: 0, y: 0, width: SEA_STRIP, height: HEIGHT, fill: SEA }),
    el("rect", { class: "sea north", x: WIDTH - SEA_STRIP, y: 0, width: SEA_STRIP, height: HEIGHT, fill: SEA }),
    label(SEA_STRIP / 2 + 6, t("picture.irishSea")),
    label(WIDTH - SEA_STRIP / 2 + 6, t("picture.northSea")),
  ];
}

/** Who the picture is drawn for, in its language ("Seen by the referee"). */
const viewerName = (view: View, t: Translate): string => t(`picture.viewer.${view.viewer}`);

/** The width a line of `size`-pixel text may take: the board between the seas, less its margins. */
const HEADER_ROOM = WIDTH - 2 * SEA_STRIP - 24;

/** The public track (year, turn, kings, nobles) and what the viewer holds, in the picture's language. */
function drawHeader(view: View, lang: Language, t: Translate): string[] {
  const side = (s: Side): string => t(`side.${s}`);
  const counts = (key: string, values: Record<Side, number>): string =>
    t(key, { england: side("england"), englandCount: values.england, scotland: side("scotland"), scotlandCount: values.scotland });
  const turn = view.turn === 0 ? t("picture.winter") : t("picture.turn", { turn: view.turn });
  const king = t(view.track.kingCrowned ? "picture.kingCrowned" : "picture.kingNotCrowned");
  const first = [String(view.year), turn, t("picture.edward", { edward: view.track.edward }), king, counts("picture.nobles", view.track.nobles)].join(" · ");
  const hand = (s: Side): string => {
    const cards = view.hands[s];
    if (cards === null) return t("picture.cards", { count: view.handSizes[s] });
    return cards.map((c) => cardName(lang, c)).join(", ") || t("picture.noCards");
  };
  const scenario = SCENARIOS[view.scenario as keyof typeof SCENARIOS]?.name ?? view.scenario;
  const hands = t("picture.hands", { england: side("england"), englandHand: hand("england"), scotland: side("scotland"), scotlandHand: hand("scotland") });
  const second = [t("picture.seenBy", { viewer: viewerName(view, t) }), scenario, hands, counts("picture.pools", view.poolSizes)].join(" · ");
  const lines = [first, second];
  if (view.winner) lines.push(t("picture.gameOver", { victory: t(`victory.${view.winner.reason}`, { side: side(view.winner.side), year: view.winner.year }) }));
  else if (view.battle) lines.push(t("picture.battle", { area: areaName(lang, view.battle.area), round: view.battle.round }));
  const x = SEA_STRIP + 12;
  return [
    el("rect", { x: SEA_STRIP, y: 0, width: WIDTH - 2 * SEA_STRIP, height: 78, fill: "#fbf7ea" }),
    ...lines.map((line, i) => {
      const size = i === 0 ? 17 : 13;
      return text({ class: i === 0 ? "track" : undefined, x, y: 24 + i * (HEADER_LINE + 6), "font-size": size, "font-weight": i === 0 ? "bold" : undefined, fill: "#222", ...squeezed(line, size, HEADER_ROOM) }, line);
    }),
  ];
}

/** An estimate of a Liberation Sans glyph's width in ems (wider for bold), enough to decide when a line must be squeezed. */
const GLYPH_WIDTH = 0.56;

/** textLength for a line too long for `room` (a language's words can be longer than English ones), else nothing. */
function squeezed(line: string, size: number, room: number): { textLength?: number; lengthAdjust?: string } {
  return line.length * size * GLYPH_WIDTH > room ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {};
}

function drawLegend(t: Translate): string {
  const y = HEIGHT - 30;
  const x = SEA_STRIP + 12;
  return el("g", { class: "legend" }, [
    el("rect", { x: x, y: y - 12, width: 14, height: 14, rx: 2, fill: SIDE_COLOUR.england }),
    text({ x: x + 19, y, "font-size": 12, fill: "#222" }, t("side.england")),
    el("rect", { x: x + 80, y: y - 12, width: 14, height: 14, rx: 2, fill: SIDE_COLOUR.scotland }),
    text({ x: x + 99, y, "font-size": 12, fill: "#222" }, t("side.scotland")),
    text({ x: x + 170, y, "font-size": 12, fill: "#222", ...squeezed(t("picture.legendBlocks"), 12, HEADER_ROOM - 170) }, t("picture.legendBlocks")),
    text({ x, y: y + 18, "font-size": 12, fill: "#222", ...squeezed(t("picture.legendBorders"), 12, HEADER_ROOM) }, t("picture.legendBorders")),
  ]);
}

/** The board of `view`, every word in `lang` (block and area names as printed, but England as the language's rulebook writes it). */
export function renderBoardSvg(view: View, lang: Language = DEFAULT_LANGUAGE): string {
  const t = translator(lang);
  const pieces = piecesByArea(view);
  const contested = contestedAreas(view, pieces);
  const body = [
    el("rect", { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: "#fdfbf4" }),
    ...drawSeas(t),
    ...drawHeader(view, lang, t),
    ...drawBorders(),
    ...AREAS.map((area) => drawArea(area, pieces.get(area.name) ?? [], contested.has(area.name), lang, t)),
    drawLegend(t),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, "font-family": BOARD_FONTS, role: "img" },
    [el("title", {}, escapeXml(t("picture.title", { year: view.year, turn: view.turn, viewer: viewerName(view, t) }))), ...body],
  )}\n`;
}
