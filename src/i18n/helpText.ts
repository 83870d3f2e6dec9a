// The mail HELP answer: the order language's orders, each with an example, written with the
// keywords of the seat's language (English keywords are read on every seat too).
import { parseOrder } from "../orders/text.js";
import type { Language } from "./languages.js";
import { formatOrderIn } from "./orderLanguage.js";
import { translator } from "./translator.js";

/** One example of each order (and of each choice of the winter orders), in English keywords. */
const EXAMPLES = [
  "play Move 3",
  "play Herald",
  "pass",
  "crown Bruce",
  "herald Comyn",
  "pillage Buchan from Angus",
  "truce",
  "sea Fife>Lothian: Wallace, Douglas",
  "victuals Fife: Wallace 2, Douglas 1",
  "move Buchan>Angus: Comyn, Buchan; England>Dunbar>Lothian: York Knights",
  "move none",
  "battle Buchan",
  "combat Wallace fire, Douglas retreat Mar, Barclay pass",
  "hits Comyn, Buchan",
  "steps Wallace 1",
  "retreat Wallace>Mar",
  "regroup none",
  "raid Hobelars",
  "home Carrick",
  "moray stay",
  "moray home",
  "moray disband",
  "king stay",
  "king Fife",
  "edward winter",
  "edward disband",
  "wallace selkirk",
  "wallace stay",
  "disband Douglas, Grant",
  "build Fife: Wallace 2, draw; Lanark: draw",
  "build none",
] as const;

/** The widest line the examples are packed into (a mail's usual width). */
const WIDTH = 88;
const GAP = "    ";

/** The examples in `lang`'s keywords, packed several to a line. */
export function helpExamples(lang: Language): string[] {
  const lines: string[] = [];
  let line = "";
  for (const example of EXAMPLES) {
    const text = formatOrderIn(lang, parseOrder(example));
    if (line && line.length + GAP.length + text.length > WIDTH) {
      lines.push(line);
      line = "";
    }
    line = line ? `${line}${GAP}${text}` : text;
  }
  if (line) lines.push(line);
  return lines;
}

/** The whole HELP answer in the seat's language. */
export function helpText(lang: Language): string {
  const t = translator(lang);
  return [t("mail.help.intro"), ...helpExamples(lang).map((l) => `${GAP}${l}`), t("mail.help.oneLine")].join("\n");
}
