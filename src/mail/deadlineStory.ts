// The lines "What happened" gives for what the deadline worker and standing orders did (issue 8,
// items 2, 3 and 5), in the seat's language. The events come redacted by src/views: the other side's
// default order and policy answers arrive without the order (or not at all), so a line says only what is left.
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { formatOrderIn } from "../i18n/orderLanguage.js";
import { translator } from "../i18n/translator.js";
import { parseOrder } from "../orders/text.js";

type Loose = Record<string, unknown> & { type: string };

/** An order the worker wrote (English keywords) in the seat's keywords; as written if it does not read. */
function orderIn(lang: Language, text: string): string {
  if (lang === DEFAULT_LANGUAGE) return text;
  try {
    return formatOrderIn(lang, parseOrder(text));
  } catch {
    return text;
  }
}

/** A line for a deadline or policy event; undefined when the event is not one of them. */
export function deadlineLine(event: Loose, lang: Language = DEFAULT_LANGUAGE): string | null | undefined {
  const t = translator(lang);
  const d = (key: string, values: Record<string, string | number> = {}): string => t(`mail.deadline.${key}`, values);
  const who = typeof event.side === "string" ? t(`side.${event.side}`) : d("aSide");
  // English keeps the decision's code, as the API's events name it.
  const kind = lang === DEFAULT_LANGUAGE ? String(event.kind) : t(`mail.decisionKind.${String(event.kind)}`);
  const deadline = String(event.deadline);
  const missed = String(event.missed);
  const hours = Math.round(Number(event.seconds) / 3600);
  switch (event.type) {
    case "deadline-reminder":
      return d("reminder", { who, kind, deadline });
    case "deadline-default":
      return typeof event.order === "string" ? d("defaultedOrder", { who, deadline, missed, kind, order: orderIn(lang, event.order) }) : d("defaulted", { who, deadline, missed, kind });
    case "deadline-warning":
      return d("warning", { who, missed, limit: String(event.limit) });
    case "deadline-resignation":
      return d("resigned", { who, missed, deadline });
    case "deadline-extended":
      return d("extended", { hours, deadline });
    case "deadline-extend-asked":
      return d("extendAsked", { who, hours });
    case "deadline-paused":
      return d("paused");
    case "deadline-resumed":
      return typeof event.deadline === "string" ? d("resumedAt", { deadline }) : d("resumed");
    case "policy-answer":
      return d("policyAnswer", { kind, order: orderIn(lang, String(event.order)) });
    case "policy-set":
      return event.cleared ? d("policyCleared") : d("policySet");
    default:
      return undefined;
  }
}
