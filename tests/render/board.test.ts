// Item 1 of issue 11: the board as an SVG of a view. Valid SVG (parsed strictly, and by resvg),
// deterministic, and showing no more than the view: enemy blocks are blank blocks of their colour.
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { blockInfo, BORDERS } from "../../src/rules/data/index.js";
import { renderBoardSvg } from "../../src/render/index.js";
import { allText, descendants, parseXml, type XmlElement } from "../helpers/xml.js";
import { battleView, recordedView } from "./views.js";

const elements = (svg: string) => descendants(parseXml(svg));
const blocksOf = (nodes: XmlElement[]) => nodes.filter((n) => n.attrs.class === "block");
const blanksOf = (nodes: XmlElement[], side?: string) => nodes.filter((n) => n.attrs.class === "block blank" && (side === undefined || n.attrs["data-side"] === side));
const areaNode = (nodes: XmlElement[], area: string) => nodes.find((n) => n.name === "g" && n.attrs["data-area"] === area);

describe("board SVG", () => {
  it("is well-formed SVG that resvg reads at 1000 px wide", () => {
    const svg = renderBoardSvg(recordedView("england", 30));
    const root = parseXml(svg);
    expect(root.name).toBe("svg");
    expect(root.attrs.xmlns).toBe("http://www.w3.org/2000/svg");
    expect(root.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(new Resvg(svg, { fitTo: { mode: "width", value: 1000 } }).render().width).toBe(1000);
  });

  it("is the same picture for the same view (snapshot)", async () => {
    const view = recordedView("england", 30);
    expect(renderBoardSvg(view)).toBe(renderBoardSvg(structuredClone(view)));
    await expect(renderBoardSvg(view)).toMatchFileSnapshot("__snapshots__/braveheart-30-england.svg");
    await expect(renderBoardSvg(battleView("scotland"))).toMatchFileSnapshot("__snapshots__/battle-scotland.svg");
  });

  it("1.1-1.4 draws all 23 areas with castle values, cathedrals, homes and coasts, and all 49 borders by colour", () => {
    const nodes = elements(renderBoardSvg(recordedView("observer", 0)));
    const areas = nodes.filter((n) => n.name === "g" && n.attrs["data-area"] !== undefined);
    expect(areas).toHaveLength(23);
    const castleOf = (area: string) => descendants(areaNode(nodes, area)!).find((n) => n.attrs.class === "castle")?.attrs["data-castle"];
    expect(castleOf("Mentieth")).toBe("3");
    expect(castleOf("Selkirk")).toBeUndefined();
    const cathedrals = areas.filter((a) => descendants(a).some((n) => n.attrs.class === "cathedral")).map((a) => a.attrs["data-area"]);
    expect(cathedrals.sort()).toEqual(["Fife", "Lennox", "Strathspey"]);
    expect(allText(areaNode(nodes, "Badenoch")!)).toContain("home: Comyn");
    const coasts = (area: string) => descendants(areaNode(nodes, area)!).filter((n) => n.attrs.class?.startsWith("coast")).map((n) => n.attrs.class);
    expect(coasts("Ross")).toEqual(["coast irish", "coast north"]);
    expect(coasts("Badenoch")).toEqual([]);
    const borders = nodes.filter((n) => n.attrs.class?.startsWith("border"));
    expect(borders).toHaveLength(BORDERS.length);
    expect(borders.filter((b) => b.attrs["data-color"] === "red")).toHaveLength(BORDERS.filter((b) => b.color === "red").length);
    // 4.4 the Anglo-Scottish border: England's three borders, marked.
    expect(borders.filter((b) => b.attrs.class === "border anglo-scottish").map((b) => b.attrs["data-border"]).sort()).toEqual(["Annan|England", "Dunbar|England", "England|Teviot"]);
    expect(allText(borders.find((b) => b.attrs["data-border"] === "Angus|Atholl")!)).toContain("2");
  });

  it("shows each of the viewer's blocks with its name, strength pips, rating and move (2.1)", () => {
    const view = recordedView("england", 30);
    const nodes = elements(renderBoardSvg(view));
    const drawn = blocksOf(nodes);
    expect(drawn.map((n) => n.attrs["data-block"]).sort()).toEqual(view.blocks.map((b) => b.block).sort());
    for (const b of view.blocks) {
      const node = drawn.find((n) => n.attrs["data-block"] === b.block)!;
      const info = blockInfo(b.block);
      expect(node.attrs["data-strength"]).toBe(String(b.strength));
      const pips = descendants(node).filter((n) => n.name === "circle");
      expect(pips).toHaveLength(info.maxSteps);
      expect(pips.filter((p) => p.attrs.fill !== "none")).toHaveLength(b.strength);
      const words = allText(node);
      for (const word of info.name.split(" ")) expect(words).toContain(word);
      expect(words).toContain(`${info.initiative}${info.fire}`);
      expect(words).toContain(info.move === null ? "sea" : `m${info.move}`);
      // Each block sits in its own area.
      expect(descendants(areaNode(nodes, b.area)!)).toContain(node);
    }
  });

  it("Fog of war: the enemy's blocks are blank blocks of its colour, counted per area, with no name", () => {
    const view = recordedView("england", 30);
    const svg = renderBoardSvg(view);
    const nodes = elements(svg);
    expect(blocksOf(nodes).map((n) => n.attrs["data-block"]).sort()).toEqual(view.blocks.map((b) => b.block).sort());
    for (const h of view.hidden) {
      expect(blanksOf(descendants(areaNode(nodes, h.area)!), h.side)).toHaveLength(h.count);
    }
    expect(view.hidden.some((h) => h.side === "scotland")).toBe(true);
    // The Scottish blocks England does not see (blocks revealed in a battle it does see, 5.1).
    // Nobles' names are printed on the map as homes, and the track names the Scottish King.
    const faceUp = new Set(view.blocks.map((b) => b.block));
    const unseen = recordedView("referee", 30).blocks.filter((b) => b.side === "scotland" && !faceUp.has(b.block));
    const secret = unseen.filter((b) => !["noble", "king"].includes(blockInfo(b.block).type)).map((b) => b.name);
    expect(secret.length).toBeGreaterThan(0);
    for (const name of secret) expect(svg).not.toContain(name);
    for (const b of unseen) expect(svg).not.toContain(`"${b.block}"`);
  });

  it("for the observer both sides are blank (but for blocks revealed in a battle, 5.1); for the referee nothing is", () => {
    const observerView = recordedView("observer", 30);
    const observer = elements(renderBoardSvg(observerView));
    expect(blocksOf(observer).map((n) => n.attrs["data-block"]).sort()).toEqual(observerView.blocks.map((b) => b.block).sort());
    expect(observerView.blocks.every((b) => observerView.battle !== null && b.area === observerView.battle.area)).toBe(true);
    expect(blocksOf(elements(renderBoardSvg(recordedView("observer", 0))))).toEqual([]);
    expect(blanksOf(observer, "england").length).toBeGreaterThan(0);
    expect(blanksOf(observer, "scotland").length).toBeGreaterThan(0);
    const referee = elements(renderBoardSvg(recordedView("referee", 30)));
    expect(blanksOf(referee)).toEqual([]);
    expect(blocksOf(referee)).toHaveLength(recordedView("referee", 30).blocks.length);
  });

  it("4.6 marks contested areas and names the track: year, turn, Edward, the King, nobles", () => {
    const view = battleView("scotland");
    const nodes = elements(renderBoardSvg(view));
    const contested = nodes.filter((n) => n.attrs.class === "area contested").map((n) => n.attrs["data-area"]);
    expect(contested.sort()).toEqual(["Fife", "Lothian"]);
    const track = nodes.find((n) => n.attrs.class === "track")!;
    expect(track.text).toBe(
      `1298 · Turn ${view.turn} · Edward I · Scottish King not crowned · Nobles: England ${view.track.nobles.england}, Scotland ${view.track.nobles.scotland}`,
    );
    // Scotland sees its own blocks and blank English ones in both battle areas.
    expect(blanksOf(descendants(areaNode(nodes, "Lothian")!), "england")).toHaveLength(1);
    expect(blocksOf(descendants(areaNode(nodes, "Lothian")!)).map((n) => n.attrs["data-block"])).toEqual(["barclay"]);
  });
});
