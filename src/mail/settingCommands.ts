// The mail commands that change a side's settings rather than play an order (issue 8, items 1 and
// 5): `POLICY ...` (as PUT /games/{id}/policy) and `EXTEND 24h` (as POST /games/{id}/extend). They
// go through the same use cases as the API, so they are checked and refused the same way.
import type { Caller, GameError, GameMailer, Result } from "../games/index.js";
import { extendDeadline } from "../games/deadlines/manage.js";
import { setPolicy } from "../games/policies.js";
import { setSeatSettings } from "../games/seatLanguage.js";
import { NOTIFY_MODES, PICTURE_MODES, type NotifyMode, type PictureMode } from "../games/game.js";
import type { Store } from "../store/index.js";
import { localizeProblem } from "../api/localizeProblem.js";
import { problemFor } from "../api/problem.js";
import { illegalOrderText } from "../i18n/illegalOrders.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";

export type SettingCommand =
  | { kind: "policy"; text: string | null }
  | { kind: "extend"; seconds: number | null; given: string }
  /** NOTIFY decisions|all and PICTURE png|svg|none: the seat's mail settings, as PUT /games/{id}/seat. */
  | { kind: "notify"; mode: NotifyMode | null; given: string }
  | { kind: "picture"; mode: PictureMode | null; given: string };

const UNIT_SECONDS: Record<string, number> = { m: 60, min: 60, h: 3600, d: 86_400 };

/** `24h`, `2d`, `90m` (also `24 hours`, `2 days`): whole seconds, or null if unreadable. */
export function durationSeconds(text: string): number | null {
  const match = /^(\d{1,6})\s*(m|min|mins|minutes?|h|hours?|d|days?)$/i.exec(text.trim());
  if (!match) return null;
  const unit = match[2]!.toLowerCase();
  const seconds = UNIT_SECONDS[unit.startsWith("min") ? "min" : unit[0]!] ?? 0;
  return Number(match[1]) * seconds;
}

/** The line as a setting command, or null when it is something else (an order, another command). */
export function settingCommand(line: string): SettingCommand | null {
  const match = /^(POLICY|EXTEND|NOTIFY|PICTURE)\b\s*(.*)$/i.exec(line.trim());
  if (!match) return null;
  const rest = match[2]!.trim();
  const word = match[1]!.toUpperCase();
  if (word === "EXTEND") return { kind: "extend", seconds: durationSeconds(rest), given: rest };
  const mode = rest.toLowerCase();
  if (word === "NOTIFY") return { kind: "notify", mode: (NOTIFY_MODES as readonly string[]).includes(mode) ? (mode as NotifyMode) : null, given: rest };
  if (word === "PICTURE") return { kind: "picture", mode: (PICTURE_MODES as readonly string[]).includes(mode) ? (mode as PictureMode) : null, given: rest };
  // `POLICY NONE` (or `POLICY CLEAR`) removes the standing orders, as PUT with null does.
  return { kind: "policy", text: /^(none|clear)$/i.test(rest) ? null : rest };
}

/** What to tell the side: the lines of its answer, and whether the command was refused. */
export interface SettingOutcome {
  ok: boolean;
  lines: string[];
}

/** Why the use case refused, in the seat's language where the catalogue can say it. */
function refusal(error: GameError, lang: Language): string {
  if (error.code === "illegal-order") return illegalOrderText(lang, error.reason, error.message);
  return localizeProblem(problemFor(error), lang).problem.detail;
}

export async function runSettingCommand(
  store: Store,
  caller: Caller,
  line: string,
  command: SettingCommand,
  dry: boolean,
  mailer?: GameMailer,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<SettingOutcome> {
  const t = translator(lang);
  const refused = (error: GameError): SettingOutcome => ({ ok: false, lines: [t("mail.notApplied", { line }), `  ${refusal(error, lang)}`] });
  const told = <T>(result: Result<T>, done: (value: T) => string): SettingOutcome =>
    result.ok ? { ok: true, lines: [t("mail.applied", { line }), `  ${done(result.value)}`] } : refused(result.error);
  if (command.kind === "extend" && command.seconds === null) {
    return { ok: false, lines: [t("mail.notApplied", { line }), `  ${t("mail.setting.notDuration", { given: command.given })}`] };
  }
  if ((command.kind === "notify" || command.kind === "picture") && command.mode === null) {
    return { ok: false, lines: [t("mail.notApplied", { line }), `  ${t(command.kind === "notify" ? "mail.notify.badNotify" : "mail.notify.badPicture", { given: command.given })}`] };
  }
  // CHECK tries orders without applying them; a setting has no dry run in the API, so it waits.
  if (dry) return { ok: true, lines: [t("mail.setting.checked", { line })] };
  if (command.kind === "policy") {
    const result = await setPolicy(store, caller, command.text === null ? null : { text: command.text }, mailer);
    return told(result, (status) => t(status.policy === null ? "mail.setting.policyCleared" : "mail.setting.policySet"));
  }
  if (command.kind === "notify" || command.kind === "picture") {
    const result = await setSeatSettings(store, caller, command.kind === "notify" ? { notify: command.mode! } : { picture: command.mode! });
    return told(result, (seat) => (command.kind === "picture" ? t("mail.notify.picture", { picture: seat.picture }) : t(seat.notify === "all" ? "mail.notify.notifyAll" : "mail.notify.notifyDecisions")));
  }
  const result = await extendDeadline(store, caller, command.seconds ?? 0);
  return told(result, (status) => {
    const deadline = status.deadline ?? t("mail.setting.noDeadline");
    return t(Object.keys(status.extension).length > 0 ? "mail.setting.extendAsked" : "mail.setting.extendBoth", { deadline });
  });
}
