// Blocks (rules 2.0-2.26), from reference/pieces.json.

import type { AreaName } from "./map.js";

export const BLOCK_IDS = [
  "wallace",
  "king",
  "douglas",
  "campbell",
  "graham",
  "macdonald",
  "lindsay",
  "fraser",
  "barclay",
  "grant",
  "keith",
  "ettrick",
  "norse",
  "french_knights",
  "edward",
  "lancaster_archers",
  "welsh_archers",
  "lancaster_knights",
  "york_knights",
  "durham_knights",
  "hobelars",
  "york_infantry",
  "lancaster_infantry",
  "northumber_infantry",
  "durham_infantry",
  "cumbria_infantry",
  "westmor_infantry",
  "welsh_infantry",
  "ulster_infantry",
  "comyn",
  "moray",
  "angus",
  "argyll",
  "bruce",
  "mar",
  "lennox",
  "buchan",
  "galloway",
  "ross",
  "atholl",
  "dunbar",
  "mentieth",
  "stewart",
] as const;

export type BlockId = (typeof BLOCK_IDS)[number];

export type BlockType =
  | "leader"
  | "king"
  | "infantry"
  | "cavalry"
  | "archers"
  | "knights"
  | "hobelars"
  | "norse"
  | "noble";
export type Initiative = "A" | "B" | "C";
export type Faction = "bruce" | "comyn";

export interface BlockInfo {
  readonly id: BlockId;
  readonly name: string;
  /** "either" for the 13 nobles who may serve either side (2.22). */
  readonly side: "england" | "scotland" | "either";
  readonly type: BlockType;
  /** 2.13 move rating; null for the Norse (4.7). */
  readonly move: number | null;
  readonly initiative: Initiative;
  /** 2.12 highest die roll that hits. */
  readonly fire: number;
  readonly maxSteps: number;
  /** 5.8 black cross: killed in battle, removed for good. */
  readonly mortal: boolean;
  readonly faction: Faction | null;
  readonly homes: readonly AreaName[];
  /** 5.2 Welsh and Ulster loyalty roll. */
  readonly celtic: boolean;
}

export const BLOCKS: readonly BlockInfo[] = [
  { id: "wallace", name: "Wallace", side: "scotland", type: "leader", move: 3, initiative: "A", fire: 3, maxSteps: 4, mortal: true, faction: null, homes: [], celtic: false },
  { id: "king", name: "Scottish King", side: "scotland", type: "king", move: 3, initiative: "A", fire: 3, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "douglas", name: "Douglas", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 3, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "campbell", name: "Campbell", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "graham", name: "Graham", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "macdonald", name: "MacDonald", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 3, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "lindsay", name: "Lindsay", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "fraser", name: "Fraser", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 3, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "barclay", name: "Barclay", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "grant", name: "Grant", side: "scotland", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "keith", name: "Keith", side: "scotland", type: "cavalry", move: 3, initiative: "B", fire: 1, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "ettrick", name: "Ettrick Archers", side: "scotland", type: "archers", move: 2, initiative: "B", fire: 2, maxSteps: 2, mortal: false, faction: null, homes: [], celtic: false },
  { id: "norse", name: "Norse", side: "scotland", type: "norse", move: null, initiative: "A", fire: 2, maxSteps: 3, mortal: true, faction: null, homes: [], celtic: false },
  { id: "french_knights", name: "French Knights", side: "scotland", type: "knights", move: 2, initiative: "B", fire: 3, maxSteps: 4, mortal: true, faction: null, homes: [], celtic: false },
  { id: "edward", name: "Edward", side: "england", type: "king", move: 3, initiative: "B", fire: 4, maxSteps: 4, mortal: true, faction: null, homes: [], celtic: false },
  { id: "lancaster_archers", name: "Lancaster Archers", side: "england", type: "archers", move: 2, initiative: "B", fire: 3, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "welsh_archers", name: "Welsh Archers", side: "england", type: "archers", move: 2, initiative: "B", fire: 3, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: true },
  { id: "lancaster_knights", name: "Lancaster Knights", side: "england", type: "knights", move: 2, initiative: "B", fire: 3, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "york_knights", name: "York Knights", side: "england", type: "knights", move: 2, initiative: "B", fire: 3, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "durham_knights", name: "Durham Knights", side: "england", type: "knights", move: 2, initiative: "B", fire: 3, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "hobelars", name: "Hobelars", side: "england", type: "hobelars", move: 3, initiative: "A", fire: 2, maxSteps: 3, mortal: true, faction: null, homes: [], celtic: false },
  { id: "york_infantry", name: "York Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "lancaster_infantry", name: "Lancaster Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "northumber_infantry", name: "Northumber Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 4, mortal: false, faction: null, homes: [], celtic: false },
  { id: "durham_infantry", name: "Durham Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "cumbria_infantry", name: "Cumbria Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "westmor_infantry", name: "Westmor Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 2, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: false },
  { id: "welsh_infantry", name: "Welsh Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 3, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: true },
  { id: "ulster_infantry", name: "Ulster Infantry", side: "england", type: "infantry", move: 2, initiative: "C", fire: 3, maxSteps: 3, mortal: false, faction: null, homes: [], celtic: true },
  { id: "comyn", name: "Comyn", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 4, mortal: false, faction: "comyn", homes: ["Badenoch", "Lochaber"], celtic: false },
  { id: "moray", name: "Moray", side: "scotland", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: true, faction: "comyn", homes: ["Moray"], celtic: false },
  { id: "angus", name: "Angus", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "comyn", homes: ["Angus"], celtic: false },
  { id: "argyll", name: "Argyll", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "comyn", homes: ["Argyll"], celtic: false },
  { id: "bruce", name: "Bruce", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 4, mortal: false, faction: "bruce", homes: ["Annan", "Carrick"], celtic: false },
  { id: "mar", name: "Mar", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "bruce", homes: ["Mar"], celtic: false },
  { id: "lennox", name: "Lennox", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "bruce", homes: ["Lennox"], celtic: false },
  { id: "buchan", name: "Buchan", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "comyn", homes: ["Buchan"], celtic: false },
  { id: "galloway", name: "Galloway", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "comyn", homes: ["Galloway"], celtic: false },
  { id: "ross", name: "Ross", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "comyn", homes: ["Ross"], celtic: false },
  { id: "atholl", name: "Atholl", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "bruce", homes: ["Atholl"], celtic: false },
  { id: "dunbar", name: "Dunbar", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "bruce", homes: ["Dunbar"], celtic: false },
  { id: "mentieth", name: "Mentieth", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "bruce", homes: ["Mentieth"], celtic: false },
  { id: "stewart", name: "Stewart", side: "either", type: "noble", move: 2, initiative: "B", fire: 2, maxSteps: 3, mortal: false, faction: "bruce", homes: ["Lanark"], celtic: false },
];
