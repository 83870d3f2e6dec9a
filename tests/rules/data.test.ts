// The typed game data against the reference facts (reference/*.json) and the rules that restate them.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BLOCK_IDS,
  AREAS,
  AREA_NAMES,
  BLOCKS,
  BORDERS,
  CARDS,
  NOBLE_IDS,
  area,
  blockInfo,
  border,
  borderLimit,
  neighbours,
  type AreaName,
  type BlockInfo,
} from "../../src/rules/data/index.js";
import { castleLimit } from "../../src/rules/board.js";
import { game } from "../helpers/game.js";

function reference<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../../shared/reference/${file}`, import.meta.url), "utf8")) as T;
}

interface RefArea {
  name: string;
  country: string;
  castle: number;
  cathedral: boolean;
  seas: string[];
  coastal: boolean;
  homeOf: string | null;
}
interface RefBorder {
  between: [string, string];
  color: "black" | "red";
  crossLimit: number;
  mustStop: boolean;
}
interface RefBlock {
  id: string;
  name: string;
  side: string;
  type: string;
  move: number | null;
  initiative: string;
  fire: number;
  maxSteps: number;
  mortal: boolean;
  faction?: string;
  homes?: string[];
  celtic?: boolean;
}

const MAP = reference<{ areas: RefArea[]; borders: RefBorder[] }>("map.json");
const PIECES = reference<{ blocks: RefBlock[]; cards: unknown[] }>("pieces.json");

const named = (type: string, side: BlockInfo["side"] | "scottish"): BlockInfo[] =>
  BLOCKS.filter((b) => b.type === type && (side === "scottish" ? b.side !== "england" : b.side === side));

describe("1.1 Areas", () => {
  it("1.1 there are 23 areas, England and 22 Scottish ones, as in map.json", () => {
    expect(AREA_NAMES).toHaveLength(23);
    expect(AREAS.filter((a) => a.country === "scotland")).toHaveLength(22);
    expect(AREAS.filter((a) => a.country === "england").map((a) => a.name)).toEqual(["England"]);
    expect([...AREA_NAMES]).toEqual(MAP.areas.map((a) => a.name));
    for (const ref of MAP.areas) {
      const a = area(ref.name as AreaName);
      expect({ country: a.country, seas: [...a.seas], coastal: a.coastal }, ref.name).toEqual({ country: ref.country, seas: ref.seas, coastal: ref.coastal });
    }
  });

  it("1.1 there are 49 borders, each black (limit 6) or red (limit 2) as in map.json", () => {
    expect(BORDERS).toHaveLength(49);
    expect(MAP.borders).toHaveLength(49);
    for (const ref of MAP.borders) {
      const [a, b] = ref.between as [AreaName, AreaName];
      const found = border(a, b);
      expect(found?.color, `${a}-${b}`).toBe(ref.color);
      expect(found && borderLimit(found), `${a}-${b}`).toBe(ref.crossLimit);
    }
    expect(BORDERS.filter((b) => b.color === "red").length).toBe(MAP.borders.filter((b) => b.color === "red").length);
  });

  it("1.1 adjacency is symmetric and only along a border", () => {
    let pairs = 0;
    for (const a of AREA_NAMES) {
      for (const b of neighbours(a)) {
        expect(neighbours(b), `${b} should list ${a}`).toContain(a);
        expect(border(a, b), `${a}-${b}`).toBeDefined();
        pairs++;
      }
    }
    expect(pairs).toBe(2 * 49);
  });

  it("1.1 Carrick-Argyll and Lothian-Fife have no common border, so are not adjacent", () => {
    expect(neighbours("Carrick")).not.toContain("Argyll");
    expect(neighbours("Argyll")).not.toContain("Carrick");
    expect(neighbours("Lothian")).not.toContain("Fife");
    expect(neighbours("Fife")).not.toContain("Lothian");
    expect(border("Carrick", "Argyll")).toBeUndefined();
    expect(border("Lothian", "Fife")).toBeUndefined();
  });

  it("1.1 England borders Annan and Dunbar (black) and Teviot (red)", () => {
    expect([...neighbours("England")].sort()).toEqual(["Annan", "Dunbar", "Teviot"]);
    expect(border("England", "Annan")?.color).toBe("black");
    expect(border("England", "Dunbar")?.color).toBe("black");
    expect(border("England", "Teviot")?.color).toBe("red");
  });
});

describe("1.2 Castle limit", () => {
  it("1.2 castle values are those of map.json, 0-3, England 0", () => {
    for (const ref of MAP.areas) expect(area(ref.name as AreaName).castle, ref.name).toBe(ref.castle);
    expect(area("England").castle).toBe(0);
    expect(castleLimit("England", "england")).toBe(0);
    expect(castleLimit("Selkirk", "scotland")).toBe(0);
    expect(castleLimit("Mentieth", "england")).toBe(3);
  });
});

describe("1.3 Cathedrals", () => {
  it("1.3 the cathedrals are Strathspey, Lennox and Fife, as in map.json", () => {
    expect(AREAS.filter((a) => a.cathedral).map((a) => a.name)).toEqual(["Strathspey", "Lennox", "Fife"]);
    for (const ref of MAP.areas) expect(area(ref.name as AreaName).cathedral, ref.name).toBe(ref.cathedral);
  });

  it("EX-1.3 Fife is worth 3 to Scotland and 2 to England", () => {
    expect(castleLimit("Fife", "scotland")).toBe(3);
    expect(castleLimit("Fife", "england")).toBe(2);
    expect(castleLimit("Lennox", "scotland")).toBe(2);
    expect(castleLimit("Lennox", "england")).toBe(1);
    expect(castleLimit("Buchan", "scotland")).toBe(2);
  });
});

describe("1.4 Home areas", () => {
  it("1.4 the 14 nobles have the homes of map.json; Bruce and Comyn have two", () => {
    expect(NOBLE_IDS).toHaveLength(14);
    const homesFromMap = new Map<string, string[]>();
    for (const ref of MAP.areas) {
      if (ref.homeOf) homesFromMap.set(ref.homeOf, [...(homesFromMap.get(ref.homeOf) ?? []), ref.name]);
    }
    for (const id of NOBLE_IDS) {
      const info = blockInfo(id);
      const ref = PIECES.blocks.find((b) => b.id === id);
      expect([...info.homes].sort(), info.name).toEqual([...(ref?.homes ?? [])].sort());
      expect([...info.homes].sort(), info.name).toEqual([...(homesFromMap.get(info.name) ?? [])].sort());
    }
    expect(blockInfo("bruce").homes).toEqual(expect.arrayContaining(["Annan", "Carrick"]));
    expect(blockInfo("comyn").homes).toEqual(expect.arrayContaining(["Badenoch", "Lochaber"]));
    expect(NOBLE_IDS.filter((id) => blockInfo(id).homes.length === 2).sort()).toEqual(["bruce", "comyn"]);
  });
});

describe("1.4 Home defence", () => {
  it("1.4 a noble defending one of his home areas fires B3", () => {
    const g = game({
      year: 1298,
      england: { Carrick: "York Infantry 2" },
      scotland: { Carrick: "Bruce 2", Fife: "Wallace" },
      battles: [{ area: "Carrick", attacker: "england", entries: { england: ["Lanark"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Bruce fire", 3, 4);
    expect(g.eventsOf("fired")).toEqual([expect.objectContaining({ block: "bruce", rating: "B3", hits: 1 })]);
  });

  it("1.4 there is no bonus when attacking, even into his home", () => {
    const g = game({
      year: 1298,
      england: { Mar: "Mar 2", Lothian: "York Knights" },
      scotland: { Mar: "Douglas 1", Fife: "Wallace" },
      battles: [{ area: "Mar", attacker: "england", entries: { england: ["Buchan"] } }],
      at: "battles",
    });
    g.order("england", "combat Mar fire", 3, 3);
    expect(g.eventsOf("fired")).toEqual([expect.objectContaining({ block: "mar", rating: "B2", hits: 0 })]);
  });

  it("1.4 a noble captured while attacking his home defends it at B3 for his new side", () => {
    const g = game({
      year: 1298,
      england: { Mar: "Mar 1, York Knights 1, Lancaster Knights 1" },
      scotland: { Mar: "Douglas 1", Fife: "Wallace" },
      battles: [{ area: "Mar", attacker: "england", entries: { england: ["Buchan"] } }],
      at: "battles",
    });
    g.order("england", "combat Mar pass, York Knights pass, Lancaster Knights pass");
    g.order("scotland", "combat Douglas fire", 1);
    g.order("england", "hits Mar");
    expect(g.eventsOf("captured")).toEqual([expect.objectContaining({ noble: "mar", to: "scotland", area: "Mar" })]);
    g.order("scotland", "combat Mar fire", 3);
    expect(g.eventsOf("fired").at(-1)).toMatchObject({ block: "mar", side: "scotland", rating: "B3", hits: 1 });
  });
});

describe("2.12 Combat rating", () => {
  it("EX-2.12 a B1 block hits only on 1; a B3 block hits on 1, 2 or 3", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights, Cumbria Infantry 2" },
      scotland: { Lothian: "Keith 3" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Keith fire", 1, 2, 3);
    expect(g.eventsOf("fired").at(-1)).toMatchObject({ block: "keith", dice: [1, 2, 3], hits: 1 });
    g.order("england", "combat York Knights fire", 1, 3, 4);
    expect(g.eventsOf("fired").at(-1)).toMatchObject({ block: "york_knights", dice: [1, 3, 4], hits: 2 });
    expect(g.block("Keith").strength).toBe(1);
  });
});

describe("2.2 Block types", () => {
  it("2.2 every block's side, type, move, rating, steps and homes match pieces.json", () => {
    expect(BLOCKS.map((b) => b.id)).toEqual(PIECES.blocks.map((b) => b.id));
    // Block numbers index BLOCKS (the invariant checks, the board index).
    expect(BLOCKS.map((b) => b.id)).toEqual(BLOCK_IDS);
    for (const ref of PIECES.blocks) {
      const b = blockInfo(ref.id as BlockInfo["id"]);
      expect(
        { name: b.name, side: b.side, type: b.type, move: b.move, initiative: b.initiative, fire: b.fire, maxSteps: b.maxSteps, mortal: b.mortal, faction: b.faction, celtic: b.celtic },
        ref.id,
      ).toEqual({
        name: ref.name,
        side: ref.side,
        type: ref.type,
        move: ref.move,
        initiative: ref.initiative,
        fire: ref.fire,
        maxSteps: ref.maxSteps,
        mortal: ref.mortal,
        faction: ref.faction ?? null,
        celtic: ref.celtic ?? false,
      });
    }
  });

  it("2.2 the English blocks: Edward B4 move 3, 2 Archers B3, 3 Knights B3, Hobelars A2 move 3, 8 Infantry C2/C3", () => {
    expect(blockInfo("edward")).toMatchObject({ side: "england", type: "king", move: 3, initiative: "B", fire: 4 });
    const archers = named("archers", "england");
    expect(archers).toHaveLength(2);
    expect(archers.every((b) => b.move === 2 && b.initiative === "B" && b.fire === 3)).toBe(true);
    const knights = named("knights", "england");
    expect(knights).toHaveLength(3);
    expect(knights.every((b) => b.move === 2 && b.initiative === "B" && b.fire === 3)).toBe(true);
    expect(blockInfo("hobelars")).toMatchObject({ move: 3, initiative: "A", fire: 2 });
    const infantry = named("infantry", "england");
    expect(infantry).toHaveLength(8);
    expect(infantry.every((b) => b.move === 2 && b.initiative === "C" && (b.fire === 2 || b.fire === 3))).toBe(true);
    expect(BLOCKS.filter((b) => b.side === "england")).toHaveLength(15);
  });

  it("2.2 the Scottish blocks: Wallace and King A3 move 3, Ettrick B2, Keith B1 move 3, French Knights B3, Norse A2 no move, 8 Infantry", () => {
    expect(blockInfo("wallace")).toMatchObject({ side: "scotland", move: 3, initiative: "A", fire: 3 });
    expect(blockInfo("king")).toMatchObject({ side: "scotland", move: 3, initiative: "A", fire: 3 });
    expect(named("archers", "scotland").map((b) => b.id)).toEqual(["ettrick"]);
    expect(blockInfo("ettrick")).toMatchObject({ move: 2, initiative: "B", fire: 2 });
    expect(named("cavalry", "scotland").map((b) => b.id)).toEqual(["keith"]);
    expect(blockInfo("keith")).toMatchObject({ move: 3, initiative: "B", fire: 1 });
    expect(blockInfo("french_knights")).toMatchObject({ side: "scotland", move: 2, initiative: "B", fire: 3 });
    expect(blockInfo("norse")).toMatchObject({ move: null, initiative: "A", fire: 2 });
    const infantry = named("infantry", "scotland");
    expect(infantry).toHaveLength(8);
    expect(infantry.every((b) => b.move === 2 && b.initiative === "C" && (b.fire === 2 || b.fire === 3))).toBe(true);
  });

  it("2.22 14 nobles rate B2 move 2: 13 may serve either side, Moray is always Scottish; the factions are as listed", () => {
    const nobles = named("noble", "scottish");
    expect(nobles).toHaveLength(14);
    expect(nobles.every((b) => b.move === 2 && b.initiative === "B" && b.fire === 2)).toBe(true);
    expect(nobles.filter((b) => b.side === "either")).toHaveLength(13);
    expect(blockInfo("moray").side).toBe("scotland");
    const faction = (f: string) => nobles.filter((b) => b.faction === f).map((b) => b.name).sort();
    expect(faction("bruce")).toEqual(["Atholl", "Bruce", "Dunbar", "Lennox", "Mar", "Mentieth", "Stewart"]);
    expect(faction("comyn")).toEqual(["Angus", "Argyll", "Buchan", "Comyn", "Galloway", "Moray", "Ross"]);
  });

  it("2.23 the Celtic blocks are the Welsh Infantry, Welsh Archers and Ulster Infantry", () => {
    expect(BLOCKS.filter((b) => b.celtic).map((b) => b.id).sort()).toEqual(["ulster_infantry", "welsh_archers", "welsh_infantry"]);
  });

  it("2.26 the black-cross blocks are Wallace, Moray, Norse, French Knights, Hobelars and Edward; not the Scottish King", () => {
    expect(BLOCKS.filter((b) => b.mortal).map((b) => b.id).sort()).toEqual(["edward", "french_knights", "hobelars", "moray", "norse", "wallace"]);
    expect(blockInfo("king").mortal).toBe(false);
  });
});

describe("3.0 Cards", () => {
  it("3.0 the deck has 25 cards: 3 Move 3, 10 Move 2, 7 Move 1 and one of each of the 5 events", () => {
    expect(CARDS).toHaveLength(25);
    expect(PIECES.cards).toHaveLength(25);
    const moves = (n: number) => CARDS.filter((c) => c.kind === "move" && c.moves === n).length;
    expect([moves(3), moves(2), moves(1)]).toEqual([3, 10, 7]);
    const events = CARDS.flatMap((c) => (c.kind === "event" ? [c.event] : [])).sort();
    expect(events).toEqual(["herald", "pillage", "sea_move", "truce", "victuals"]);
    expect(CARDS.map((c) => ({ ...c }))).toEqual(PIECES.cards);
  });
});
