// The lines a player wrote in a mail, without what their mail client added (issue 7, item 5):
// quoted text ("> " lines, "On ... wrote:" lines, Outlook's "-----Original Message-----" and what
// follows), the signature after "-- ", blank lines. Top- and bottom-posting both work because only
// the quote is dropped, wherever it is. Accents are dropped so "Méntieth" reads as "Mentieth".

/** Everything after one of these lines is the quoted original or a signature. */
const CUT = [/^-- ?$/, /^-{3,}\s*Original Message\s*-{3,}$/i, /^_{10,}$/, /^-{3,}\s*Forwarded message\s*-{3,}$/i];
/** "On Mon, 1 Jan 2026 at 10:00, Judge <judge@...> wrote:", possibly wrapped over two lines. */
const ATTRIBUTION = /^(On|Le|Am|El|Il)\s.*(wrote|a écrit|schrieb|escribió|ha scritto)\s*:$/i;
const ATTRIBUTION_START = /^(On|Le|Am|El|Il)\s.*\d/;

export function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

export function bodyLines(text: string): string[] {
  const raw = text.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const line = (raw[i] ?? "").replace(/\u00a0/g, " ").trim();
    if (CUT.some((re) => re.test(line))) break;
    if (line.startsWith(">")) continue;
    if (ATTRIBUTION.test(line)) continue;
    const next = (raw[i + 1] ?? "").trim();
    if (ATTRIBUTION_START.test(line) && /wrote\s*:$|a écrit\s*:$/i.test(next)) {
      i += 1;
      continue;
    }
    if (line === "") continue;
    out.push(withoutAccents(line));
  }
  return out;
}
