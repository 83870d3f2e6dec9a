// A side's page: the board, the pending decision with its legal choices as a form that gives an
// order (or tries it as a dry run), the visible log (newest first) and the deadline. Plain HTML from
// the server, with one inline script (src/page/script.ts, no build step) that puts the order line
// together from clicks and follows the event stream so the next decision shows without a reload.
import { renderBoardSvg } from "../render/index.js";
import type { GameEvent } from "../rules/events.js";
import type { GameStatus, Role } from "../games/index.js";
import type { View } from "../views/index.js";
import { createHash } from "node:crypto";
import { choiceLines, suggestedOrders } from "./choices.js";
import { composerFor, eventLines, type Composer } from "./compose.js";
import { PAGE_SCRIPT } from "./script.js";
import { blockInfo } from "../rules/data/index.js";
import type { Decision } from "../rules/decisions.js";
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
  /** The event types the stream sends (its `event:` names), for the page's listeners. */
  eventTypes?: readonly string[];
}

const ROLE_NAME: Record<Role, string> = { england: "England", scotland: "Scotland", host: "Host", referee: "Referee", observer: "Observer" };


const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#f6f2e6;color:#222;overflow-x:hidden}
header{padding:.6em 1em;background:#3b3024;color:#fff;overflow-wrap:anywhere}main{display:flex;flex-wrap:wrap;gap:1em;padding:1em}
#board-wrap{flex:1 1 640px;max-width:1000px;min-width:0}#board{overflow:auto;max-height:85vh;border:1px solid #cbbf9f;touch-action:pan-x pan-y pinch-zoom}
#board svg{width:100%;height:auto;display:block}aside{flex:1 1 320px;min-width:0}
section{background:#fff;border:1px solid #cbbf9f;border-radius:6px;padding:.6em 1em;margin-bottom:1em;overflow-wrap:anywhere}
.notice{border-left:6px solid #2e7d32}.notice.error{border-left-color:#c62828}.notice.dry-run{border-left-color:#1565c0}
#order{width:100%;font-family:monospace;font-size:1em;padding:.3em}ol.log{font-size:.9em;padding-left:2.5em}
fieldset{border:1px solid #cbbf9f;border-radius:4px;margin:.5em 0}button{font:inherit;padding:.35em .7em;margin:.15em;min-height:2.2em;border:1px solid #5b4a36;border-radius:4px;background:#fff;color:#222;cursor:pointer}
button[aria-pressed="true"]{background:#3b3024;color:#fff}button:focus-visible,input:focus-visible,#board:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
.zoom{display:flex;gap:.3em;align-items:center}#live{font-size:.85em;color:#444}
#board .pickable{cursor:pointer}#board .chosen rect{stroke:#1565c0;stroke-width:4}
#board g.area.dest>rect:first-child{fill:#ffd54f;stroke:#e65100;stroke-width:4;cursor:pointer}#board g.area.route>rect:first-child{fill:#fff59d;stroke:#f9a825;stroke-width:3;stroke-dasharray:6 4}
#areas ul{padding-left:1.2em}code{overflow-wrap:anywhere}`;

/** A role's name in the page's language (the sides' names from the catalogue). */
function roleName(lang: Language, role: Role): string {
  return lang === DEFAULT_LANGUAGE || (role !== "england" && role !== "scotland") ? ROLE_NAME[role] : translator(lang)(`side.${role}`);
}

/** Changes when the question changes (not when only the version does): the live page keeps a half-composed order. */
function fingerprint(d: Decision | undefined, status: string): string {
  return createHash("sha256").update(JSON.stringify({ status, d: d ? { ...d, deadline: undefined } : null })).digest("base64url").slice(0, 16);
}

/** JSON inside a script element: no "<" can end it early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

function composerSection(composer: Composer, lang: Language): string {
  const t = translator(lang);
  const q = (key: string): string => escapeHtml(t(`pagePlay.${key}`));
  // One button per block (or per area, for draws), in the order the pieces come.
  const subjects = new Map<string, string>();
  for (const p of composer.pieces) {
    const key = p.block ?? `area:${p.to}`;
    if (!subjects.has(key)) subjects.set(key, p.block ? `${blockInfo(p.block).name}${p.route ? ` (${p.route[0]})` : ""}` : (p.to ?? key));
  }
  const buttons = [...subjects].map(([key, label]) => `<button type="button" class="subject" data-subject="${escapeHtml(key)}" aria-pressed="false">${escapeHtml(label)}</button>`).join("");
  return `<fieldset id="composer"><legend>${q("compose")}</legend><p>${q("pickBlock")}</p><div class="subjects">${buttons}</div>
<div id="options" aria-live="polite" data-picked="${q("pickedBlock")}"></div>
<p>${q("picked")} <output id="picked" data-empty="${q("nothingPicked")}">${q("nothingPicked")}</output> <button type="button" id="clear">${q("clear")}</button></p></fieldset>
<script type="application/json" id="composer-data">${scriptJson(composer)}</script>`;
}

function decisionSection(input: PageInput): string {
  const { view, role } = input;
  const lang = input.language ?? DEFAULT_LANGUAGE;
  const t = translator(lang);
  const p = (key: string, values?: Record<string, string | number>): string => t(`mail.page.${key}`, values);
  const q = (key: string, values?: Record<string, string | number>): string => escapeHtml(t(`pagePlay.${key}`, values));
  const and = ` ${t("mail.and")} `;
  const open = (d?: Decision) => `<section id="decision" aria-labelledby="decision-title" data-fingerprint="${fingerprint(d, input.status)}"${d ? ` data-kind="${escapeHtml(d.kind)}"` : ""}>`;
  if (input.status === "over") return `${open()}<h2 id="decision-title">${escapeHtml(p("gameOver"))}</h2></section>`;
  const mine = view.decisions;
  if (role !== "england" && role !== "scotland") {
    return `${open()}<h2 id="decision-title">${escapeHtml(p("waitingFor"))}</h2><p>${escapeHtml(view.waitingFor.map((s) => roleName(lang, s)).join(and) || p("nobody"))}</p></section>`;
  }
  if (mine.length === 0) {
    return `${open()}<h2 id="decision-title">${escapeHtml(p("nothingToDecide"))}</h2><p>${q("waitingLive", { sides: view.waitingFor.map((s) => roleName(lang, s)).join(and) })}</p></section>`;
  }
  const d = mine[0]!;
  const suggestions = [...suggestedOrders(d, lang), ...eventLines(d, lang)];
  const first = input.orderLine ?? suggestions[0] ?? "";
  const radios = suggestions
    .map((line, i) => `<li><label><input type="radio" name="choice" value="${escapeHtml(line)}"${line === first || (input.orderLine === undefined && i === 0) ? " checked" : ""}> <code>${escapeHtml(line)}</code></label></li>`)
    .join("");
  // Other languages say the choices as the seat's mails do (src/mail/decision.ts), in its keywords.
  const lines = lang === DEFAULT_LANGUAGE ? choiceLines(d) : mailChoiceLines(d, lang);
  const what = lang === DEFAULT_LANGUAGE ? d.kind : decisionTitle(d, lang);
  const composer = composerFor(d, lang);
  return `${open(d)}<h2 id="decision-title">${escapeHtml(p("yourDecision", { what, rule: d.rule }))}</h2>
<form method="post" action="/games/${escapeHtml(input.gameId)}/page">
<input type="hidden" name="version" value="${input.version}">
<fieldset><legend>${escapeHtml(p("legalChoices"))}</legend><ul class="choices">${radios}</ul></fieldset>
${composer && composer.pieces.length ? composerSection(composer, lang) : ""}
${lines.length ? `<ul class="legal">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` : ""}
<p><label for="order">${escapeHtml(p("orderLabel"))}</label><br><input id="order" name="order" value="${escapeHtml(first)}" autocomplete="off" aria-describedby="order-help"><br><small id="order-help">${q("orderHelp")}</small></p>
<p><button type="submit" name="action" value="submit">${escapeHtml(p("submit"))}</button> <button type="submit" name="action" value="dry-run">${escapeHtml(p("dryRun"))}</button></p>
</form></section>`;
}

function noticeSection(input: PageInput): string {
  const n = input.notice;
  if (!n) return "";
  const lines = n.lines?.length ? `<ul>${n.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` : "";
  return `<section class="notice ${n.kind}" id="notice" role="status"><p>${escapeHtml(n.text)}</p>${lines}</section>`;
}

/** The newest entries first, numbered from the oldest (the numbers count down). */
function logSection(events: readonly GameEvent[], lang: Language): string {
  const lines = events.map((e) => visibleLine(e, lang)).filter((l): l is string => l !== null);
  const recent = lines.slice(-200).reverse();
  return `<section id="log" aria-labelledby="log-title"><h2 id="log-title">${escapeHtml(translator(lang)("pagePlay.log"))}</h2><ol class="log" reversed start="${lines.length}">${recent.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ol></section>`;
}

/** The caller's blocks and the counts it sees, area by area: the board in words, legible on a phone. */
function areaSection(view: View, lang: Language): string {
  const t = translator(lang);
  const byArea = new Map<string, string[]>();
  for (const b of view.blocks) byArea.set(b.area, [...(byArea.get(b.area) ?? []), `${b.name} ${b.strength}`]);
  for (const h of view.hidden) byArea.set(h.area, [...(byArea.get(h.area) ?? []), `${roleName(lang, h.side)} ×${h.count}`]);
  const items = [...byArea].sort(([a], [b]) => a.localeCompare(b)).map(([area, blocks]) => `<li><strong>${escapeHtml(area)}</strong>: ${escapeHtml(blocks.join(", "))}</li>`);
  return `<details id="areas"><summary>${escapeHtml(t("pagePlay.areas"))}</summary><ul>${items.join("")}</ul></details>`;
}

/** The game turn as the rulebook names it: "Game Turn 3", or the Winter Turn (turn 0). */
function turnName(view: View, lang: Language): string {
  const t = translator(lang);
  return view.turn === 0 ? t("pagePlay.winterTurn", { year: view.year }) : t("pagePlay.gameTurn", { year: view.year, turn: view.turn });
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
  const lang = input.language ?? DEFAULT_LANGUAGE;
  const svg = renderBoardSvg(input.view, lang).replace(/^<\?xml[^>]*\?>\s*/, "");
  const t = translator(lang);
  const p = (key: string, values?: Record<string, string | number>): string => t(`mail.page.${key}`, values);
  const deadline = input.deadline ? `<time datetime="${input.deadline.toISOString()}">${input.deadline.toISOString().replace("T", " ").slice(0, 16)} UTC</time>` : escapeHtml(p("noDeadline"));
  const title = t("pagePlay.title", { role: roleName(lang, input.role), when: turnName(input.view, lang) });
  const data = { gameId: input.gameId, lastSeq: input.lastSeq ?? 0, eventTypes: input.eventTypes ?? [], ...(input.linkToken ? { linkToken: input.linkToken } : {}) };
  const q = (key: string): string => escapeHtml(t(`pagePlay.${key}`));
  const zoom = `<div class="zoom"><button type="button" data-zoom="in">${q("zoomIn")}</button><button type="button" data-zoom="out">${q("zoomOut")}</button> <span id="live" role="status" data-live="${q("live")}" data-reconnecting="${q("reconnecting")}"></span></div>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><strong>${escapeHtml(title)}</strong> · ${escapeHtml(p("game", { gameId: input.gameId }))} · ${escapeHtml(p("version", { version: input.version }))} · ${escapeHtml(p("deadline"))} <span id="deadline">${deadline}</span></header>
<main><div id="board-wrap" role="region" aria-label="${q("board")}">${zoom}<div id="board" tabindex="0">${svg}</div>${areaSection(input.view, lang)}</div><aside>${noticeSection(input)}${decisionSection(input)}${logSection(input.events, lang)}</aside></main>
<script type="application/json" id="page-data">${scriptJson(data)}</script>
<script>${PAGE_SCRIPT}</script></body></html>
`;
}
