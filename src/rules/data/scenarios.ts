// Scenario set-ups (rules 8.1-8.3), from reference/scenarios.json.

import type { BlockId } from "./blocks.js";
import type { AreaName } from "./map.js";

export type ScenarioId = "braveheart" | "the_bruce" | "campaign";
export const SCENARIO_IDS: readonly ScenarioId[] = ["braveheart", "the_bruce", "campaign"];

export interface ScenarioSideSetup {
  /** Blocks placed on the map at full strength. */
  readonly placed: Readonly<Partial<Record<BlockId, AreaName>>>;
  /** Blocks neither on the map nor in a pool (French Knights until 7.62; Scottish King until 6.2). */
  readonly setAside: readonly BlockId[];
  /** Blocks removed from the game (dead). */
  readonly removed: readonly BlockId[];
}

export interface Scenario {
  readonly id: ScenarioId;
  readonly name: string;
  readonly firstYear: number;
  /** Last Year; null for the Campaign (8.3, Q11). */
  readonly lastYear: number | null;
  readonly england: ScenarioSideSetup;
  readonly scotland: ScenarioSideSetup;
  /** English blocks drawn from the pool into England: a number, or "levy" for half the pool rounded up (8.2). */
  readonly englandDraw: number | "levy";
  readonly kingCrowned: boolean;
}

const BRAVEHEART_ENGLAND: ScenarioSideSetup = {
  placed: {
    comyn: "Badenoch",
    angus: "Angus",
    argyll: "Argyll",
    mar: "Mar",
    lennox: "Lennox",
    buchan: "Buchan",
    ross: "Ross",
    atholl: "Atholl",
    dunbar: "Dunbar",
    mentieth: "Mentieth",
    stewart: "Lanark",
    cumbria_infantry: "Lothian",
    northumber_infantry: "Mentieth",
  },
  setAside: [],
  removed: [],
};

const BRAVEHEART_SCOTLAND: ScenarioSideSetup = {
  placed: {
    bruce: "Annan",
    galloway: "Galloway",
    moray: "Moray",
    wallace: "Fife",
    douglas: "Fife",
    barclay: "Fife",
    fraser: "Moray",
    grant: "Strathspey",
  },
  setAside: ["king", "french_knights"],
  removed: [],
};

export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  // 8.1 Braveheart (1297-1305)
  braveheart: {
    id: "braveheart",
    name: "Braveheart",
    firstYear: 1297,
    lastYear: 1305,
    england: BRAVEHEART_ENGLAND,
    scotland: BRAVEHEART_SCOTLAND,
    englandDraw: 4,
    kingCrowned: false,
  },
  // 8.2 The Bruce (1306-1314)
  the_bruce: {
    id: "the_bruce",
    name: "The Bruce",
    firstYear: 1306,
    lastYear: 1314,
    england: {
      placed: {
        comyn: "Badenoch",
        angus: "Angus",
        argyll: "Argyll",
        buchan: "Buchan",
        galloway: "Galloway",
        ross: "Ross",
        mentieth: "Mentieth",
        stewart: "Lanark",
        cumbria_infantry: "Moray",
        northumber_infantry: "Mentieth",
        durham_infantry: "Lothian",
        westmor_infantry: "Lanark",
      },
      setAside: [],
      removed: [],
    },
    scotland: {
      placed: {
        bruce: "Carrick",
        dunbar: "Dunbar",
        lennox: "Lennox",
        atholl: "Atholl",
        mar: "Mar",
        king: "Fife",
        douglas: "Fife",
        barclay: "Fife",
        campbell: "Lennox",
        lindsay: "Carrick",
      },
      setAside: ["french_knights"],
      removed: ["wallace", "moray"],
    },
    englandDraw: "levy",
    kingCrowned: true,
  },
  // 8.3 Campaign: Braveheart played on until a side wins (Q11).
  campaign: {
    id: "campaign",
    name: "Campaign",
    firstYear: 1297,
    lastYear: null,
    england: BRAVEHEART_ENGLAND,
    scotland: BRAVEHEART_SCOTLAND,
    englandDraw: 4,
    kingCrowned: false,
  },
};
