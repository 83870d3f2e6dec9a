// "What happened" in a side's mail: the narrative (src/playout/narrative.ts) of the events this side
// may see. Events redacted by src/views lack the secret fields, so they get a line of their own that
// says only what is left: "an enemy block retreats from Fife to Mar".
import { describe } from "../playout/narrative.js";
import { deadlineLine } from "./deadlineStory.js";
import type { GameEvent } from "../rules/events.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import { areaName } from "../i18n/mapNames.js";

type Loose = Record<string, unknown> & { type: string };

/** The redacted event's line in `lang`: only what the redaction left (who, how many, where). */
function redactedLine(e: Loose, lang: Language): string | null {
  const t = translator(lang);
  const r = (key: string, values: Record<string, string | number> = {}): string => t(`mail.redacted.${key}`, values);
  const who = typeof e.side === "string" ? t(`side.${e.side}`) : r("enemy");
  const count = typeof e.count === "number" ? e.count : 1;
  const blocks = r("blocks", { count });
  // An area field, England named as the language's rulebook writes it.
  const s = (field: string): string => areaName(lang, String(e[field]));
  switch (e.type) {
    case "hand-dealt":
      return r("handDealt", { who });
    case "moved":
      return r("moved", { who, blocks, path: (e.path as string[]).map((a) => areaName(lang, a)).join(" > ") });
    case "sea-move":
      return r("seaMove", { who, blocks, from: s("from"), to: s("to") });
    case "steps-added":
      return r("stepsAdded", { who, area: s("area") });
    case "retreated":
      return r("retreated", { who, from: s("from"), to: s("to") });
    case "regrouped":
      return r("regrouped", { who, from: s("from"), to: s("to") });
    case "step-lost":
      return r("stepLost", { who, area: s("area") });
    case "eliminated":
      return e.area ? r("eliminatedIn", { who, area: s("area") }) : r("eliminated", { who });
    case "drawn":
      return r("drawn", { who, area: s("area") });
    case "draw-returned":
      return r("drawReturned", { who, area: s("area") });
    case "raid-attrition":
      return r("raidAttrition", { from: s("from") });
    case "disbanded":
      return r("disbanded", { who, from: s("from") });
    case "wintered":
      return r("wintered", { area: s("area") });
    case "moved-in-winter":
      return r("movedInWinter", { who, to: s("to") });
    default:
      return null;
  }
}

/** The field each redactable event loses (src/rules: `secret.fields`); "block" for the rest. */
const SECRET_FIELD: Record<string, string> = { "hand-dealt": "cards", moved: "blocks", "sea-move": "blocks", "steps-added": "grants" };

function isRedacted(e: GameEvent): boolean {
  const loose = e as unknown as Loose;
  return redactedLine(loose, DEFAULT_LANGUAGE) !== null && !((SECRET_FIELD[loose.type] ?? "block") in loose);
}

/** One line per visible event that says something. */
export function storyLines(events: readonly GameEvent[], lang: Language = DEFAULT_LANGUAGE): string[] {
  const lines: string[] = [];
  for (const e of events) {
    const told = deadlineLine(e as unknown as Loose, lang);
    const line = told !== undefined ? told : isRedacted(e) ? redactedLine(e as unknown as Loose, lang) : describe(e, lang);
    if (line !== null) lines.push(line);
  }
  return lines;
}
