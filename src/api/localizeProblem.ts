// problem+json in the reader's language: the `detail` (and `title`) of the answers whose English
// detail we know how to say in every catalogue language; any other answer stays in English.
// The language is the Accept-Language one, else the caller's seat's (docs/languages.md).

import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerLanguage } from "../games/index.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { negotiateLanguage } from "../i18n/negotiate.js";
import { translator, type Translate } from "../i18n/translator.js";
import { knownCaller } from "./auth.js";
import { SYNTAX, type Problem } from "./problem.js";
import { syntaxErrorText } from "../i18n/orderErrors.js";
import { illegalOrderText } from "../i18n/illegalOrders.js";
import type { IllegalReason } from "../rules/errors.js";
import type { SyntaxMessage } from "../orders/errors.js";

type Render = (match: RegExpExecArray, problem: Problem, t: Translate, lang: Language) => string;

const role = (t: Translate, name: string): string => t(`problem.role.${name}`);

/** Each English detail the use cases write, and how to say it from its parts. */
const DETAILS: readonly [RegExp, Render][] = [
  [/^No game (.+)$/, (m, _p, t) => t("problem.noGame", { id: m[1] as string })],
  [/^Send the game's token: Authorization: Bearer <token>$/, (_m, _p, t) => t("problem.sendToken")],
  [/^The token is not valid for this game$/, (_m, _p, t) => t("problem.badToken")],
  [/^The (\w+) token cannot give orders; use a side's token$/, (m, _p, t) => t("problem.cannotOrder", { role: role(t, m[1] as string) })],
  [/^The (\w+) token has no seat to set; use a side's token$/, (m, _p, t) => t("problem.noSeat", { role: role(t, m[1] as string) })],
  [/^The record holds both sides' secrets: only the host may read it before the game ends$/, (_m, _p, t) => t("problem.recordSecret")],
  [/^The game waits for its players: both seats must be claimed$/, (_m, _p, t) => t("problem.waitingPlayers")],
  [/^The host ended this game as abandoned$/, (_m, _p, t) => t("problem.abandoned")],
  [/^The game is over$/, (_m, _p, t) => t("problem.gameOver")],
  [
    /^No decision is pending for your side; waiting for .+$/,
    (_m, p, t, lang) => {
      const sides = Array.isArray(p.waitingFor) ? (p.waitingFor as string[]).map((s) => role(t, s)) : [];
      return t("problem.waiting", { sides: new Intl.ListFormat(lang, { type: "conjunction" }).format(sides) });
    },
  ],
  [/^The game is at version (\d+), not (\d+)$/, (m, _p, t) => t("problem.version", { version: m[1] as string, expected: m[2] as string })],
  [/^Other orders kept being accepted first; the game is at version (\d+)$/, (m, _p, t) => t("problem.versionRace", { version: m[1] as string })],
  [/^No route (\S+) (.*)$/, (m, _p, t) => t("problem.noRoute", { method: m[1] as string, path: m[2] as string })],
  [/^No decision is pending$/, (_m, _p, t) => t("problem.noPending")],
  [/^Orders kept being accepted meanwhile; try again$/, (_m, _p, t) => t("problem.keptAccepting")],
  [/^The game is already over$/, (_m, _p, t) => t("problem.alreadyOver")],
  [/^The game is already paused$/, (_m, _p, t) => t("problem.alreadyPaused")],
  [/^The game is not paused$/, (_m, _p, t) => t("problem.notPaused")],
  [/^The game is over: its deadlines no longer change$/, (_m, _p, t) => t("problem.deadlinesOver")],
  [/^The game no longer waits for players: both seats are taken, or it has ended$/, (_m, _p, t) => t("problem.noLongerWaiting")],
  [/^The host revoked this invite; ask for a new one$/, (_m, _p, t) => t("problem.inviteRevoked")],
  [/^The invite is not valid for this game$/, (_m, _p, t) => t("problem.inviteInvalid")],
  [/^The invite was already used: an invite claims its seat once$/, (_m, _p, t) => t("problem.inviteSpent")],
  [/^The seat kept changing; try again$/, (_m, _p, t) => t("problem.seatKeptChanging")],
  [/^This game has no deadlines: set them first \(POST \/games\/\{id\}\/deadlines\)$/, (_m, _p, t) => t("problem.noDeadlines")],
  [/^An extension is 1 to (\d+) seconds$/, (m, _p, t) => t("problem.extensionRange", { max: m[1] as string })],
  [/^The (england|scotland) seat is already claimed$/, (m, _p, t) => t("problem.seatClaimed", { side: role(t, m[1] as string) })],
  [
    /^The deadline \((.+)\) passed and the default order "(.*)" was applied for (england|scotland)$/,
    (m, _p, t) => t("problem.deadlinePassed", { deadline: m[1] as string, order: m[2] as string, side: role(t, m[3] as string) }),
  ],
  [/^Idempotency-Key (.+) was used for another request$/, (m, _p, t) => t("problem.idempotency", { key: m[1] as string })],
];

/** The problem's title in `lang`, or the English one for a code the catalogue does not name. */
function titleIn(lang: Language, problem: Problem): string {
  const key = `problem.title.${problem.code}`;
  const title = translator(lang)(key);
  return title === key ? problem.title : title;
}

export interface LocalizedProblem {
  problem: Problem;
  /** The language the answer is in, for Content-Language. */
  language: Language;
}

export function localizeProblem(problem: Problem, lang: Language): LocalizedProblem {
  if (lang === DEFAULT_LANGUAGE) return { problem, language: DEFAULT_LANGUAGE };
  const syntax = (problem as { [SYNTAX]?: SyntaxMessage })[SYNTAX];
  if (problem.code === "order-syntax" && syntax) {
    return { problem: { ...problem, title: titleIn(lang, problem), detail: syntaxErrorText(lang, problem.detail, syntax) }, language: lang };
  }
  if (problem.code === "illegal-order" && typeof problem.reason === "string") {
    const detail = illegalOrderText(lang, problem.reason as IllegalReason, problem.detail);
    if (detail !== problem.detail) return { problem: { ...problem, title: titleIn(lang, problem), detail }, language: lang };
  }
  for (const [pattern, render] of DETAILS) {
    const match = pattern.exec(problem.detail);
    if (!match) continue;
    const t = translator(lang);
    return {
      problem: { ...problem, title: titleIn(lang, problem), detail: render(match, problem, t, lang) },
      language: lang,
    };
  }
  return { problem, language: DEFAULT_LANGUAGE };
}

/** Accept-Language first; without one, the language of the seat whose token was sent. */
export async function answerLanguage(app: FastifyInstance, request: FastifyRequest): Promise<Language> {
  const asked = negotiateLanguage(request.headers["accept-language"]);
  if (asked !== null) return asked;
  const caller = knownCaller(request);
  if (caller === undefined) return DEFAULT_LANGUAGE;
  try {
    return (await callerLanguage(app.store, caller)) ?? DEFAULT_LANGUAGE;
  } catch {
    // The answer is an error already; a second one reading the seat must not replace it.
    return DEFAULT_LANGUAGE;
  }
}
