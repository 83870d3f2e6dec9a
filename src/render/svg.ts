// The few SVG-building helpers the board needs: escaped text and attributes, fixed number format.

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Numbers print with at most one decimal, so the output is the same on every platform. */
export function num(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? num(v) : escapeXml(v as string)}"`)
    .join("");
}

export function el(name: string, a: Attrs, children: string | readonly string[] = ""): string {
  const body = typeof children === "string" ? children : children.join("");
  return body === "" ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${body}</${name}>`;
}

export function text(a: Attrs, content: string): string {
  return el("text", a, escapeXml(content));
}
