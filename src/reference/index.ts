// The game's facts as a client needs them to draw and follow a game (GET /reference): the map
// (1.1-1.4), the blocks (2.0), the cards by the keys orders and views use (3.0), the scenarios (8.0).
// Built once from src/rules/data, so it cannot disagree with the engine.
import { cardKey } from "../rules/cards.js";
import { AREAS, BLOCKS, BORDERS, CARDS, SCENARIOS, SCENARIO_IDS, borderLimit, isAngloScottish, type AreaName, type BlockId, type BlockType } from "../rules/data/index.js";
import type { CardKey } from "../rules/orders.js";

export interface ReferenceArea {
  name: AreaName;
  country: "england" | "scotland";
  castle: number;
  cathedral: boolean;
  /** The nobles whose home this is (1.3, 7.1). */
  homeOf: BlockId[];
  coastal: boolean;
  seas: ("north" | "irish")[];
}

export interface ReferenceBorder {
  between: [AreaName, AreaName];
  color: "black" | "red";
  limit: number;
  angloScottish: boolean;
}

export interface ReferenceBlock {
  id: BlockId;
  name: string;
  side: "england" | "scotland" | "either";
  type: BlockType;
  move: number | null;
  initiative: "A" | "B" | "C";
  fire: number;
  rating: string;
  maxSteps: number;
  blackCross: boolean;
  celtic: boolean;
  faction: "bruce" | "comyn" | null;
  homes: AreaName[];
}

export interface ReferenceCard {
  key: CardKey;
  name: string;
  kind: "move" | "event";
  moves: number | null;
  /** How many of the 25 cards carry this key. */
  count: number;
}

export interface ReferenceScenario {
  id: string;
  name: string;
  firstYear: number;
  lastYear: number | null;
  kingCrowned: boolean;
  england: { placed: Partial<Record<BlockId, AreaName>>; setAside: BlockId[]; removed: BlockId[] };
  scotland: { placed: Partial<Record<BlockId, AreaName>>; setAside: BlockId[]; removed: BlockId[] };
  englandDraw: number | "levy";
}

export interface Reference {
  areas: ReferenceArea[];
  borders: ReferenceBorder[];
  seas: { id: "north" | "irish"; name: string; areas: AreaName[] }[];
  blocks: ReferenceBlock[];
  cards: ReferenceCard[];
  scenarios: ReferenceScenario[];
}

function cards(): ReferenceCard[] {
  const byKey = new Map<CardKey, ReferenceCard>();
  for (const c of CARDS) {
    const key = cardKey(c.id);
    const known = byKey.get(key);
    if (known) known.count += 1;
    else byKey.set(key, { key, name: c.name, kind: c.kind, moves: c.kind === "move" ? c.moves : null, count: 1 });
  }
  return [...byKey.values()];
}

function buildReference(): Reference {
  return {
    areas: AREAS.map((a) => ({
      name: a.name,
      country: a.country,
      castle: a.castle,
      cathedral: a.cathedral,
      homeOf: BLOCKS.filter((b) => b.homes.includes(a.name)).map((b) => b.id),
      coastal: a.coastal,
      seas: [...a.seas],
    })),
    borders: BORDERS.map((b) => ({ between: [b.between[0], b.between[1]], color: b.color, limit: borderLimit(b), angloScottish: isAngloScottish(...b.between) })),
    seas: [
      { id: "irish", name: "Irish Sea", areas: AREAS.filter((a) => a.seas.includes("irish")).map((a) => a.name) },
      { id: "north", name: "North Sea", areas: AREAS.filter((a) => a.seas.includes("north")).map((a) => a.name) },
    ],
    blocks: BLOCKS.map((b) => ({
      id: b.id,
      name: b.name,
      side: b.side,
      type: b.type,
      move: b.move,
      initiative: b.initiative,
      fire: b.fire,
      rating: `${b.initiative}${b.fire}`,
      maxSteps: b.maxSteps,
      blackCross: b.mortal,
      celtic: b.celtic,
      faction: b.faction,
      homes: [...b.homes],
    })),
    cards: cards(),
    scenarios: SCENARIO_IDS.map((id) => {
      const s = SCENARIOS[id];
      const side = (x: typeof s.england) => ({ placed: { ...x.placed }, setAside: [...x.setAside], removed: [...x.removed] });
      return { id, name: s.name, firstYear: s.firstYear, lastYear: s.lastYear, kingCrowned: s.kingCrowned, england: side(s.england), scotland: side(s.scotland), englandDraw: s.englandDraw };
    }),
  };
}

export const REFERENCE: Reference = buildReference();
