// The words a board picture shows, for the tests that check its language.
import { allText, descendants, parseXml, type XmlElement } from "../helpers/xml.js";

/**
 * Every text the SVG holds, one per line: its <text> nodes and its <title>s (the tooltips). A block's
 * words make one line, as its label splits its printed name in two ("York" over "Knights").
 */
export function drawnText(svg: string): string {
  const nodes = descendants(parseXml(svg));
  const blocks = nodes.filter((n) => n.name === "g" && n.attrs.class === "block");
  const inBlocks = new Set(blocks.flatMap((b) => descendants(b)));
  const isText = (n: XmlElement): boolean => n.name === "text" || n.name === "title";
  const blockLines = blocks.flatMap((b) => {
    const parts = descendants(b).filter((n) => n !== b && isText(n));
    return [...parts.filter((n) => n.name === "title").map(allText), parts.filter((n) => n.name === "text").map(allText).join(" ")];
  });
  return [...nodes.filter((n) => isText(n) && !inBlocks.has(n)).map(allText), ...blockLines].join("\n");
}
