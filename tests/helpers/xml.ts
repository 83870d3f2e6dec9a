// A strict little XML parser for tests: it throws on anything not well-formed (unbalanced or
// mismatched tags, unquoted or duplicate attributes, bare "&" or "<" in text, unknown entities),
// and returns the element tree so tests can look inside a rendered SVG.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

function decode(raw: string, where: number): string {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === "<") throw new Error(`bare "<" at ${where + i}`);
    if (c !== "&") {
      out += c;
      continue;
    }
    const m = ENTITY.exec(raw.slice(i));
    if (!m) throw new Error(`bad entity at ${where + i}: ${raw.slice(i, i + 10)}`);
    const name = m[1] ?? "";
    out += name.startsWith("#x") ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name];
    i += m[0].length - 1;
  }
  return out;
}

export function parseXml(source: string): XmlElement {
  let i = 0;
  const skipSpace = () => {
    while (i < source.length && /\s/.test(source[i] ?? "")) i++;
  };
  if (source.startsWith("<?xml")) {
    const end = source.indexOf("?>");
    if (end < 0) throw new Error("unterminated XML declaration");
    i = end + 2;
  }
  skipSpace();
  const element = (): XmlElement => {
    if (source[i] !== "<") throw new Error(`expected "<" at ${i}`);
    i++;
    const name = NAME.exec(source.slice(i))?.[0];
    if (!name) throw new Error(`bad element name at ${i}`);
    i += name.length;
    const node: XmlElement = { name, attrs: {}, children: [], text: "" };
    for (;;) {
      const before = i;
      skipSpace();
      if (source.startsWith("/>", i)) {
        i += 2;
        return node;
      }
      if (source[i] === ">") {
        i++;
        break;
      }
      if (i === before) throw new Error(`expected a space before an attribute at ${i}`);
      const attr = NAME.exec(source.slice(i))?.[0];
      if (!attr) throw new Error(`bad attribute name at ${i}`);
      i += attr.length;
      if (source[i] !== "=" || source[i + 1] !== '"') throw new Error(`attribute ${attr} must be ="quoted" at ${i}`);
      const end = source.indexOf('"', i + 2);
      if (end < 0) throw new Error(`unterminated attribute ${attr}`);
      if (attr in node.attrs) throw new Error(`duplicate attribute ${attr} on <${name}>`);
      node.attrs[attr] = decode(source.slice(i + 2, end), i + 2);
      i = end + 1;
    }
    for (;;) {
      const next = source.indexOf("<", i);
      if (next < 0) throw new Error(`<${name}> is not closed`);
      node.text += decode(source.slice(i, next), i);
      i = next;
      if (source.startsWith("</", i)) {
        const close = `</${name}>`;
        if (!source.startsWith(close, i)) throw new Error(`expected ${close} at ${i}, found ${source.slice(i, i + 20)}`);
        i += close.length;
        return node;
      }
      node.children.push(element());
    }
  };
  const root = element();
  skipSpace();
  if (i !== source.length) throw new Error(`content after the root element at ${i}`);
  return root;
}

export function descendants(node: XmlElement): XmlElement[] {
  return node.children.flatMap((c) => [c, ...descendants(c)]);
}

/** All text under a node, as a reader (or a search) of the picture would find it. */
export function allText(node: XmlElement): string {
  return [node.text, ...node.children.map(allText)].join(" ");
}
