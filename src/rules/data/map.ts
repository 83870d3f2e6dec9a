// Map facts (rules 1.1-1.4), from reference/map.json.

export const AREA_NAMES = [
  "England",
  "Ross",
  "Garmoran",
  "Moray",
  "Strathspey",
  "Buchan",
  "Lochaber",
  "Badenoch",
  "Mar",
  "Angus",
  "Argyll",
  "Atholl",
  "Lennox",
  "Mentieth",
  "Fife",
  "Carrick",
  "Lanark",
  "Lothian",
  "Selkirk",
  "Dunbar",
  "Galloway",
  "Annan",
  "Teviot",
] as const;

export type AreaName = (typeof AREA_NAMES)[number];

export type Sea = "north" | "irish";

export interface Area {
  readonly name: AreaName;
  readonly country: "england" | "scotland";
  /** 1.2 castle limit (0-3); England is 0. */
  readonly castle: number;
  /** 1.3 cathedral: +1 castle limit and RP, for Scotland only. */
  readonly cathedral: boolean;
  readonly seas: readonly Sea[];
  readonly coastal: boolean;
}

export const AREAS: readonly Area[] = [
  { name: "England", country: "england", castle: 0, cathedral: false, seas: ["north", "irish"], coastal: true },
  { name: "Ross", country: "scotland", castle: 1, cathedral: false, seas: ["north", "irish"], coastal: true },
  { name: "Garmoran", country: "scotland", castle: 0, cathedral: false, seas: ["irish"], coastal: true },
  { name: "Moray", country: "scotland", castle: 2, cathedral: false, seas: ["north"], coastal: true },
  { name: "Strathspey", country: "scotland", castle: 1, cathedral: true, seas: ["north"], coastal: true },
  { name: "Buchan", country: "scotland", castle: 2, cathedral: false, seas: ["north"], coastal: true },
  { name: "Lochaber", country: "scotland", castle: 1, cathedral: false, seas: ["irish"], coastal: true },
  { name: "Badenoch", country: "scotland", castle: 2, cathedral: false, seas: [], coastal: false },
  { name: "Mar", country: "scotland", castle: 1, cathedral: false, seas: [], coastal: false },
  { name: "Angus", country: "scotland", castle: 2, cathedral: false, seas: ["north"], coastal: true },
  { name: "Argyll", country: "scotland", castle: 2, cathedral: false, seas: ["irish"], coastal: true },
  { name: "Atholl", country: "scotland", castle: 1, cathedral: false, seas: [], coastal: false },
  { name: "Lennox", country: "scotland", castle: 1, cathedral: true, seas: ["irish"], coastal: true },
  { name: "Mentieth", country: "scotland", castle: 3, cathedral: false, seas: ["north"], coastal: true },
  { name: "Fife", country: "scotland", castle: 2, cathedral: true, seas: ["north"], coastal: true },
  { name: "Carrick", country: "scotland", castle: 1, cathedral: false, seas: ["irish"], coastal: true },
  { name: "Lanark", country: "scotland", castle: 2, cathedral: false, seas: [], coastal: false },
  { name: "Lothian", country: "scotland", castle: 2, cathedral: false, seas: ["north"], coastal: true },
  { name: "Selkirk", country: "scotland", castle: 0, cathedral: false, seas: [], coastal: false },
  { name: "Dunbar", country: "scotland", castle: 2, cathedral: false, seas: ["north"], coastal: true },
  { name: "Galloway", country: "scotland", castle: 1, cathedral: false, seas: ["irish"], coastal: true },
  { name: "Annan", country: "scotland", castle: 2, cathedral: false, seas: ["irish"], coastal: true },
  { name: "Teviot", country: "scotland", castle: 1, cathedral: false, seas: [], coastal: false },
];

export type BorderColor = "black" | "red";

export interface Border {
  readonly between: readonly [AreaName, AreaName];
  readonly color: BorderColor;
}

/** 1.1 / 4.3 the 49 borders: black (limit 6) or red (limit 2, must stop). */
export const BORDERS: readonly Border[] = [
  { between: ["Angus", "Atholl"], color: "red" },
  { between: ["Angus", "Buchan"], color: "black" },
  { between: ["Angus", "Fife"], color: "black" },
  { between: ["Angus", "Mar"], color: "red" },
  { between: ["Annan", "Carrick"], color: "black" },
  { between: ["Annan", "England"], color: "black" },
  { between: ["Annan", "Galloway"], color: "red" },
  { between: ["Annan", "Lanark"], color: "red" },
  { between: ["Annan", "Selkirk"], color: "red" },
  { between: ["Annan", "Teviot"], color: "red" },
  { between: ["Argyll", "Atholl"], color: "red" },
  { between: ["Argyll", "Lennox"], color: "red" },
  { between: ["Argyll", "Lochaber"], color: "red" },
  { between: ["Atholl", "Badenoch"], color: "red" },
  { between: ["Atholl", "Fife"], color: "red" },
  { between: ["Atholl", "Lennox"], color: "red" },
  { between: ["Atholl", "Lochaber"], color: "red" },
  { between: ["Atholl", "Mar"], color: "red" },
  { between: ["Atholl", "Mentieth"], color: "red" },
  { between: ["Badenoch", "Buchan"], color: "red" },
  { between: ["Badenoch", "Lochaber"], color: "red" },
  { between: ["Badenoch", "Mar"], color: "red" },
  { between: ["Badenoch", "Moray"], color: "red" },
  { between: ["Badenoch", "Strathspey"], color: "black" },
  { between: ["Buchan", "Mar"], color: "black" },
  { between: ["Buchan", "Strathspey"], color: "black" },
  { between: ["Carrick", "Galloway"], color: "red" },
  { between: ["Carrick", "Lanark"], color: "black" },
  { between: ["Carrick", "Lennox"], color: "black" },
  { between: ["Dunbar", "England"], color: "black" },
  { between: ["Dunbar", "Lothian"], color: "black" },
  { between: ["Dunbar", "Selkirk"], color: "red" },
  { between: ["Dunbar", "Teviot"], color: "black" },
  { between: ["England", "Teviot"], color: "red" },
  { between: ["Fife", "Mentieth"], color: "black" },
  { between: ["Garmoran", "Lochaber"], color: "red" },
  { between: ["Garmoran", "Moray"], color: "red" },
  { between: ["Garmoran", "Ross"], color: "red" },
  { between: ["Lanark", "Lennox"], color: "black" },
  { between: ["Lanark", "Lothian"], color: "black" },
  { between: ["Lanark", "Mentieth"], color: "black" },
  { between: ["Lanark", "Selkirk"], color: "red" },
  { between: ["Lennox", "Mentieth"], color: "black" },
  { between: ["Lochaber", "Moray"], color: "black" },
  { between: ["Lothian", "Mentieth"], color: "black" },
  { between: ["Lothian", "Selkirk"], color: "red" },
  { between: ["Moray", "Ross"], color: "red" },
  { between: ["Moray", "Strathspey"], color: "black" },
  { between: ["Selkirk", "Teviot"], color: "black" },
];
