// The notice above a side's page form after a submission: the refusal, or what a dry run found,
// in the seat's language (the refusal as the API would say it, src/api/localizeProblem.ts).
import { localizeProblem } from "../api/localizeProblem.js";
import { problemFor } from "../api/problem.js";
import type { GameError } from "../games/index.js";
import type { OrderResponse } from "../games/response.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import { visibleLine } from "./log.js";
import type { PageInput } from "./page.js";

type Notice = NonNullable<PageInput["notice"]>;

/** The lines a refused order shows: the reason, and the names it may have meant. */
export function refusalNotice(error: GameError, lang: Language = DEFAULT_LANGUAGE): Notice {
  const t = translator(lang);
  const lines = error.code === "order-syntax" && error.candidates ? [t("mail.page.didYouMean", { candidates: error.candidates.join(", ") })] : [];
  // English names the problem by its code, as the API does; other languages by its title.
  if (lang === DEFAULT_LANGUAGE) return { kind: "error", text: `${error.code}: ${error.detail}`, lines };
  const { problem } = localizeProblem(problemFor(error), lang);
  return { kind: "error", text: `${problem.title}: ${problem.detail}`, lines };
}

/** A legal dry run: what the order would do, or why that is not shown. */
export function dryRunNotice(response: OrderResponse, lang: Language = DEFAULT_LANGUAGE): Notice {
  const t = translator(lang);
  const effects = response.events.map((e) => visibleLine(e.event, lang)).filter((l): l is string => l !== null);
  const preview = response.preview ?? "hidden-information";
  const text = preview === "shown" ? t("mail.page.dryRunShown") : t("mail.page.dryRunWithheld", { why: t(`mail.page.withheld.${preview}`) });
  return { kind: "dry-run", text, lines: effects };
}
