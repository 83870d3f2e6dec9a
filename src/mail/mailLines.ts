// The lines of a seat's mail, run in turn (issue 7, item 5): orders through the same use cases as
// the REST API until one fails, and the commands CHECK, STATUS, HELP, LOG and RESIGN.
import type { GameError, OrderResponse, Result } from "../games/index.js";
import { resign, submitOrder } from "../games/index.js";
import { loadGame, type LoadedGame } from "../games/game.js";
import type { GameEvent } from "../rules/events.js";
import type { Side } from "../rules/sides.js";
import type { NewMail, Store } from "../store/index.js";
import { eventsFor, viewFor } from "../views/index.js";
import type { Answer, InboundDeps, InboundOutcome, SeatMail } from "./inboundTypes.js";
import { runSettingCommand, settingCommand } from "./settingCommands.js";
import { storyLines } from "./story.js";
import { seatLanguage, seatMail } from "../games/game.js";
import type { Caller, GameMailer } from "../games/index.js";
import { getRecord } from "../games/record.js";
import { pendingDecisions } from "../rules/engine.js";
import { isGreeting } from "./greeting.js";
import { recordText } from "./gameMailer.js";
import type { Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import { syntaxErrorText } from "../i18n/orderErrors.js";
import { illegalOrderText } from "../i18n/illegalOrders.js";
import { helpText } from "../i18n/helpText.js";
import { localizeProblem } from "../api/localizeProblem.js";
import { problemFor } from "../api/problem.js";

const COMMANDS = new Set(["CHECK", "STATUS", "HELP", "LOG", "RESIGN", "RECORD"]);

/** How the answer to a seat's mail is written: sent now, or held for the side's next mail. */
export interface SideAnswer {
  send(state: LoadedGame, preface: string[]): NewMail;
  hold(state: LoadedGame, preface: string[]): NewMail | null;
}


function describeError(error: GameError, lang: Language): string[] {
  const t = translator(lang);
  switch (error.code) {
    case "illegal-order":
      return [t("mail.illegal", { message: illegalOrderText(lang, error.reason, error.message), rule: error.rule })];
    case "order-syntax": {
      // The suggestions once: most messages name them already ("did you mean hits, herald?").
      const text = syntaxErrorText(lang, error.detail, error.syntax);
      const named = !error.candidates || error.candidates.every((c) => text.includes(c));
      return [`${text}${named ? "" : t("mail.didYouMean", { candidates: error.candidates!.join(", ") })}`];
    }
    default:
      // The API's answer to the same refusal, said in the seat's language where the catalogue can.
      return [localizeProblem(problemFor(error), lang).problem.detail];
  }
}

/** The sides' orders since version `since` by `side`: has the decision a mail answered gone? */
export async function movedOn(store: Store, seat: SeatMail): Promise<boolean> {
  const { game, target } = seat;
  if (target.version >= game.version) return false;
  if (game.state.winner) return true;
  const orders = await store.listOrders(game.id);
  if (orders.some((o) => o.versionBefore >= target.version && o.side === target.side)) return true;
  return !viewFor(game.state, target.side).decisions.some((d) => d.side === target.side);
}

export async function runLines(
  deps: InboundDeps,
  seat: SeatMail,
  lines: string[],
  answer: Answer,
  sideAnswer: SideAnswer,
): Promise<InboundOutcome> {
  const { store } = deps;
  const { target, messageId } = seat;
  const lang = seatLanguage(seat.game.meta, target.side);
  const t = translator(lang);
  const caller = { gameId: target.gameId, role: target.side };
  // What the orders cause for this side is told by this answer (or held for its next mail): one mail.
  const mailer: GameMailer = { ...deps.mailer, afterOrder: (accepted) => deps.mailer.afterOrder({ ...accepted, answeredByMail: target.side }) };
  const report: string[] = [];
  const extra: string[] = [];
  let dry = false;
  let applied = 0;
  /** Whether the player asked for something (a command, a setting): answered now. */
  let asked = false;
  /** Until the first order or command, greetings are skipped (src/mail/greeting.ts). */
  let started = false;
  let failed: { line: string; error: GameError } | null = null;
  /** The index of a setting command that was refused: like a failed order, it stops the mail. */
  let settingFailed: number | null = null;
  let settingsApplied = 0;

  for (const [i, line] of lines.entries()) {
    const word = line.toUpperCase();
    const setting = settingCommand(line);
    if (!started && !COMMANDS.has(word) && setting === null && isGreeting(line, lang)) {
      report.push(t("mail.notify.skipped", { line }));
      continue;
    }
    started = true;
    if (COMMANDS.has(word) && word !== "RESIGN") {
      asked = true;
      if (word === "CHECK") dry = true;
      if (word === "HELP") extra.push(helpText(lang));
      if (word === "LOG") extra.push(await logText(store, seat.game.id, target.side, lang));
      if (word === "STATUS") {
        const { notify, picture } = seatMail(seat.game.meta, target.side);
        extra.push(t("mail.notify.settings", { notify, picture }));
      }
      if (word === "RECORD") extra.push(await recordInline(store, caller, lang));
      continue;
    }
    if (setting) {
      asked = true;
      const outcome = await runSettingCommand(store, caller, line, setting, dry, mailer, lang);
      report.push(...outcome.lines);
      if (!outcome.ok) {
        settingFailed = i;
        break;
      }
      if (!dry) settingsApplied += 1;
      continue;
    }
    // The Message-ID and the line's place make the key: a resent mail is applied once.
    const key = `mail:${messageId}:${i}`;
    if (word === "RESIGN" && dry) {
      report.push(t("mail.checkedResign"));
      continue;
    }
    const result: Result<OrderResponse> =
      word === "RESIGN"
        ? await resign(store, { caller, idempotencyKey: key, mailer })
        : await submitOrder(store, { caller, input: { text: line }, dryRun: dry, mailer, ...(dry ? {} : { idempotencyKey: key }) });
    if (!result.ok) {
      failed = { line, error: result.error };
      break;
    }
    if (dry) report.push(t("mail.checked", { line }));
    else {
      applied += 1;
      report.push(t("mail.applied", { line }));
    }
  }
  if (lines.length === 0 || !started) report.push(t("mail.noLines"));
  if (settingFailed !== null) {
    const rest = lines.length - settingFailed - 1;
    if (rest > 0) report.push(t("mail.linesAfter", { count: rest }));
  }
  if (failed) {
    report.push(t("mail.notApplied", { line: failed.line }), ...describeError(failed.error, lang).map((l) => `  ${l}`));
    const rest = lines.length - lines.indexOf(failed.line) - 1;
    if (rest > 0) report.push(t("mail.linesAfter", { count: rest }));
  }
  const reloaded = await loadGame(store, seat.game.id);
  const now = reloaded !== null && reloaded.state !== null ? reloaded : seat.game;
  const preface = [report.join("\n"), ...extra];
  // Accepted orders alone: with NOTIFY decisions the answer waits for the side's next decision, and
  // goes with it (the orders' own mail was held for it). Anything asked or refused is answered now.
  const onlyOrders = applied > 0 && !dry && !asked && failed === null && settingFailed === null;
  const waits = onlyOrders && seatMail(now.meta, target.side).notify === "decisions" && !pendingDecisions(now.state).some((d) => d.side === target.side);
  if (onlyOrders && now.state.winner) {
    // The game's last mail, written with the order, tells how it ended and carries the record.
  } else if (waits) {
    const held = sideAnswer.hold(now, preface);
    if (held) await answer([held]);
  } else await answer([sideAnswer.send(now, preface)]);
  if (failed || settingFailed !== null) return "rejected";
  return applied + settingsApplied > 0 ? "applied" : "commands";
}

/** RECORD: the record inline, once the game is over (it holds the seed and both sides' secrets). */
async function recordInline(store: Store, caller: Caller, lang: Language): Promise<string> {
  const t = translator(lang);
  const record = await getRecord(store, caller);
  if (!record.ok) return t("mail.notify.recordNotYet");
  return [t("mail.notify.recordInline"), "----- record.json -----", recordText(record.value), "----- end of record.json -----"].join("\n");
}

async function logText(store: Store, gameId: string, side: Side, lang: Language): Promise<string> {
  const rows = await store.listEvents(gameId);
  const events = eventsFor(rows.map((r) => r.json as unknown as GameEvent), side);
  return [translator(lang)("mail.seen"), ...storyLines(events, lang)].join("\n");
}
