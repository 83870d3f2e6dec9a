// Where each area sits on the schematic map: positions follow the printed map (Ross and Caithness
// north, Garmoran and the Western Isles west, England south) closely enough that every border can
// be a straight line that crosses no third area (tests/render/layout.test.ts checks it).
import type { AreaName } from "../rules/data/index.js";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box extends Point {
  readonly w: number;
  readonly h: number;
}

export const WIDTH = 1060;
export const HEIGHT = 1580;
/** The Irish Sea runs down the west edge, the North Sea down the east (1.4). */
export const SEA_STRIP = 56;
export const AREA_WIDTH = 170;
export const AREA_HEIGHT = 132;
const ENGLAND_WIDTH = 720;

/** Centre of each area's box. */
const CENTRES: Record<AreaName, Point> = {
  Ross: { x: 430, y: 160 },
  Garmoran: { x: 200, y: 300 },
  Moray: { x: 420, y: 330 },
  Strathspey: { x: 640, y: 290 },
  Buchan: { x: 850, y: 330 },
  Lochaber: { x: 230, y: 480 },
  Badenoch: { x: 470, y: 490 },
  Mar: { x: 700, y: 520 },
  Angus: { x: 880, y: 660 },
  Argyll: { x: 170, y: 650 },
  Atholl: { x: 470, y: 650 },
  Mentieth: { x: 520, y: 810 },
  Fife: { x: 780, y: 820 },
  Lennox: { x: 280, y: 830 },
  Lanark: { x: 400, y: 990 },
  Lothian: { x: 660, y: 980 },
  Carrick: { x: 170, y: 1010 },
  Selkirk: { x: 590, y: 1130 },
  Dunbar: { x: 860, y: 1110 },
  Galloway: { x: 170, y: 1200 },
  Annan: { x: 380, y: 1190 },
  Teviot: { x: 720, y: 1280 },
  England: { x: 540, y: 1440 },
};

export function areaBox(name: AreaName): Box {
  const c = CENTRES[name];
  const w = name === "England" ? ENGLAND_WIDTH : AREA_WIDTH;
  return { x: c.x - w / 2, y: c.y - AREA_HEIGHT / 2, w, h: AREA_HEIGHT };
}

/** Where a border line meets an area: its centre, or for wide England the point of its top edge below the other area. */
function anchor(name: AreaName, other: AreaName): Point {
  if (name !== "England") return CENTRES[name];
  return { x: CENTRES[other].x, y: areaBox("England").y };
}

/** The line drawn for the border between two areas, from centre to centre (boxes are drawn over it). */
export function borderLine(a: AreaName, b: AreaName): readonly [Point, Point] {
  return [anchor(a, b), anchor(b, a)];
}

/** The part of a border line outside both areas' boxes, where its limit label goes. */
export function borderMidpoint(a: AreaName, b: AreaName): Point {
  const [p, q] = borderLine(a, b);
  const exit = (from: Point, to: Point, box: Box): number => {
    let t = 0;
    while (t < 1 && inside({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }, box)) t += 0.005;
    return t;
  };
  const t0 = exit(p, q, areaBox(a));
  const t1 = 1 - exit(q, p, areaBox(b));
  const t = (t0 + t1) / 2;
  return { x: Math.round(p.x + (q.x - p.x) * t), y: Math.round(p.y + (q.y - p.y) * t) };
}

export function inside(p: Point, box: Box): boolean {
  return p.x >= box.x && p.x <= box.x + box.w && p.y >= box.y && p.y <= box.y + box.h;
}
