// A side's page: the board, the pending decision with its legal choices as a form that gives an
// order (or tries it as a dry run), the visible log and the deadline. Plain HTML from the server,
// with one small script that copies a picked choice into the order line; no build step.
import { renderBoardSvg } from "../render/index.js";
import type { GameEvent } from "../rules/events.js";
import type { GameStatus, Role } from "../games/index.js";
import type { View } from "../views/index.js";
import { choiceLines, suggestedOrders } from "./choices.js";
import { escapeHtml } from "./html.js";
import { visibleLine } from "./log.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import { choiceLines as mailChoiceLines, decisionTitle } from "../mail/decision.js";

export interface PageInput {
  gameId: string;
  role: Role;
  version: number;
  status: GameStatus;
  view: View;
  /** The caller's visible events, oldest first. */
  events: readonly GameEvent[];
  deadline: Date | null;
  /** The result of the last submission, shown above the form. */
  notice?: { kind: "ok" | "dry-run" | "error"; text: string; lines?: string[] };
  /** The order line to show again after a dry run or an error. */
  orderLine?: string;
  /** The seat's language (docs/languages.md); English when absent. */
  language?: Language;
  /** The observer's token when the page was opened by the observer's link (its stream needs it: no cookie). */
  linkToken?: string;
  /** The caller's number of its latest event: the live page follows the stream from there. */
  lastSeq?: number;
}

const ROLE_NAME: Record<Role, string> = { england: "England", scotland: "Scotland", host: "Host", referee: "Referee", observer: "Observer" };

const SCRIPT = `document.querySelectorAll('input[name="choice"]').forEach(function (r) {
  r.addEventListener("change", function () { document.getElementById("order").value = r.value; });
});`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f2e6;color:#222}
header{padding:.6em 1em;background:#3b3024;color:#fff}main{display:flex;flex-wrap:wrap;gap:1em;padding:1em}
#board{flex:1 1 640px;max-width:1000px}#board svg{width:100%;height:auto}aside{flex:1 1 320px}
section{background:#fff;border:1px solid #cbbf9f;border-radius:6px;padding:.6em 1em;margin-bottom:1em}
.notice{border-left:6px solid #2e7d32}.notice.error{border-left-color:#c62828}.notice.dry-run{border-left-color:#1565c0}
#order{width:100%;font-family:monospace;font-size:1em}ol.log{max-height:24em;overflow:auto;font-size:.9em}`;

/** A role's name in the page's language (the sides' names from the catalogue). */
function roleName(lang: Language, role: Role): string {
  return lang === DEFAULT_LANGUAGE || (role !== "england" && role !== "scotland") ? ROLE_NAME[role] : translator(lang)(`side.${role}`);
}

function decisionSection(input: PageInput): string {
  const { view, role } = input;
  const lang = input.language ?? DEFAULT_LANGUAGE;
  const t = translator(lang);
  const p = (key: string, values?: Record<string, string | number>): string => t(`mail.page.${key}`, values);
  const and = ` ${t("mail.and")} `;
  if (input.status === "over") return `<section id="decision"><h2>${escapeHtml(p("gameOver"))}</h2></section>`;
  const mine = view.decisions;
  if (role !== "england" && role !== "scotland") {
    return `<section id="decision"><h2>${escapeHtml(p("waitingFor"))}</h2><p>${escapeHtml(view.waitingFor.map((s) => roleName(lang, s)).join(and) || p("nobody"))}</p></section>`;
  }
  if (mine.length === 0) {
    return `<section id="decision"><h2>${escapeHtml(p("nothingToDecide"))}</h2><p>${escapeHtml(p("waitingLine", { sides: view.waitingFor.map((s) => roleName(lang, s)).join(and) }))}</p></section>`;
  }
  const d = mine[0]!;
  const suggestions = suggestedOrders(d, lang);
  const first = input.orderLine ?? suggestions[0] ?? "";
  const radios = suggestions
    .map((line, i) => `<li><label><input type="radio" name="choice" value="${escapeHtml(line)}"${line === first || (input.orderLine === undefined && i === 0) ? " checked" : ""}> <code>${escapeHtml(line)}</code></label></li>`)
    .join("");
  // Other languages say the choices as the seat's mails do (src/mail/decision.ts), in its keywords.
  const lines = lang === DEFAULT_LANGUAGE ? choiceLines(d) : mailChoiceLines(d, lang);
  const what = lang === DEFAULT_LANGUAGE ? d.kind : decisionTitle(d, lang);
  return `<section id="decision" data-kind="${escapeHtml(d.kind)}"><h2>${escapeHtml(p("yourDecision", { what, rule: d.rule }))}</h2>
<form method="post" action="/games/${escapeHtml(input.gameId)}/page">
<input type="hidden" name="version" value="${input.version}">
<p>${escapeHtml(p("legalChoices"))}</p><ul class="choices">${radios}</ul>
${lines.length ? `<ul class="legal">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` : ""}
<p><label for="order">${escapeHtml(p("orderLabel"))}</label><br><input id="order" name="order" value="${escapeHtml(first)}" autocomplete="off"></p>
<p><button type="submit" name="action" value="submit">${escapeHtml(p("submit"))}</button> <button type="submit" name="action" value="dry-run">${escapeHtml(p("dryRun"))}</button></p>
</form></section>`;
}

function noticeSection(input: PageInput): string {
  const n = input.notice;
  if (!n) return "";
  const lines = n.lines?.length ? `<ul>${n.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` : "";
  return `<section class="notice ${n.kind}" id="notice" role="status"><p>${escapeHtml(n.text)}</p>${lines}</section>`;
}

function logSection(events: readonly GameEvent[], lang: Language): string {
  const lines = events.map((e) => visibleLine(e, lang)).filter((l): l is string => l !== null);
  const recent = lines.slice(-200);
  return `<section id="log"><h2>${escapeHtml(translator(lang)("mail.page.log"))}</h2><ol class="log" start="${lines.length - recent.length + 1}">${recent.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ol></section>`;
}

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>
`;
}

/**
 * Where a player gives its token once: it is posted (never put in a URL, issue 9) and kept in an
 * HttpOnly cookie for this game's paths.
 */
export function renderSignIn(gameId: string, problem?: string): string {
  const error = problem ? `<section class="notice error" id="notice" role="alert"><p>${escapeHtml(problem)}</p></section>` : "";
  return shell(
    "Hammer of the Scots: sign in",
    `<header><strong>Hammer of the Scots</strong> · game ${escapeHtml(gameId)}</header><main><aside>${error}<section><h2>Your token</h2>
<form method="post" action="/games/${escapeHtml(gameId)}/page/session"><p><label for="token">The token you received when you joined:</label><br>
<input id="token" name="token" type="password" autocomplete="off" style="width:100%"></p><p><button type="submit">Open my page</button></p></form></section></aside></main>`,
  );
}

export function renderWaiting(gameId: string, lang: Language = DEFAULT_LANGUAGE): string {
  const p = (key: string, values?: Record<string, string | number>): string => translator(lang)(`mail.page.${key}`, values);
  return shell(
    p("waitingPlayersTitle"),
    `<header><strong>Hammer of the Scots</strong> · ${escapeHtml(p("game", { gameId }))}</header><main><aside><section id="decision"><h2>${escapeHtml(p("waitingPlayers"))}</h2><p>${escapeHtml(p("waitingPlayersLine"))}</p></section></aside></main>`,
  );
}

export function renderPage(input: PageInput): string {
  const svg = renderBoardSvg(input.view).replace(/^<\?xml[^>]*\?>\s*/, "");
  const lang = input.language ?? DEFAULT_LANGUAGE;
  const t = translator(lang);
  const p = (key: string, values?: Record<string, string | number>): string => t(`mail.page.${key}`, values);
  const deadline = input.deadline ? `<time datetime="${input.deadline.toISOString()}">${input.deadline.toISOString().replace("T", " ").slice(0, 16)} UTC</time>` : escapeHtml(p("noDeadline"));
  const title = p("title", { role: roleName(lang, input.role), year: input.view.year, turn: input.view.turn });
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><strong>${escapeHtml(title)}</strong> · ${escapeHtml(p("game", { gameId: input.gameId }))} · ${escapeHtml(p("version", { version: input.version }))} · ${escapeHtml(p("deadline"))} <span id="deadline">${deadline}</span></header>
<main><div id="board">${svg}</div><aside>${noticeSection(input)}${decisionSection(input)}${logSection(input.events, lang)}</aside></main>
<script>${SCRIPT}</script></body></html>
`;
}
