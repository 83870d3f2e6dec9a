// The mail commands that change a side's settings rather than play an order (issue 8, items 1 and
// 5): `POLICY ...` (as PUT /games/{id}/policy) and `EXTEND 24h` (as POST /games/{id}/extend). They
// go through the same use cases as the API, so they are checked and refused the same way.
import type { Caller, GameError, GameMailer, Result } from "../games/index.js";
import { extendDeadline } from "../games/deadlines/manage.js";
import { setPolicy } from "../games/policies.js";
import type { Store } from "../store/index.js";

export type SettingCommand = { kind: "policy"; text: string | null } | { kind: "extend"; seconds: number | null; given: string };

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
  const match = /^(POLICY|EXTEND)\b\s*(.*)$/i.exec(line.trim());
  if (!match) return null;
  const rest = match[2]!.trim();
  if (match[1]!.toUpperCase() === "EXTEND") return { kind: "extend", seconds: durationSeconds(rest), given: rest };
  // `POLICY NONE` (or `POLICY CLEAR`) removes the standing orders, as PUT with null does.
  return { kind: "policy", text: /^(none|clear)$/i.test(rest) ? null : rest };
}

/** What to tell the side: the lines of its answer, and whether the command was refused. */
export interface SettingOutcome {
  ok: boolean;
  lines: string[];
}

const refused = (line: string, error: GameError): SettingOutcome => ({ ok: false, lines: [`Not applied: ${line}`, `  ${error.code === "illegal-order" ? error.message : error.detail}`] });

function told<T>(line: string, result: Result<T>, done: (value: T) => string): SettingOutcome {
  return result.ok ? { ok: true, lines: [`Applied: ${line}`, `  ${done(result.value)}`] } : refused(line, result.error);
}

export async function runSettingCommand(store: Store, caller: Caller, line: string, command: SettingCommand, dry: boolean, mailer?: GameMailer): Promise<SettingOutcome> {
  if (command.kind === "extend" && command.seconds === null) {
    return { ok: false, lines: [`Not applied: ${line}`, `  "${command.given}" is not a duration: write EXTEND 24h, EXTEND 2d or EXTEND 90m.`] };
  }
  // CHECK tries orders without applying them; a setting has no dry run in the API, so it waits.
  if (dry) return { ok: true, lines: [`Checked, not applied: ${line} (settings are applied only without CHECK)`] };
  if (command.kind === "policy") {
    const result = await setPolicy(store, caller, command.text === null ? null : { text: command.text }, mailer);
    return told(line, result, (status) =>
      status.policy === null ? "Your standing battle orders are cleared: every battle decision is asked again." : "Your standing battle orders are set; they now answer your battle decisions they can answer legally (docs/policies.md).",
    );
  }
  const result = await extendDeadline(store, caller, command.seconds ?? 0);
  return told(line, result, (status) =>
    Object.keys(status.extension).length > 0
      ? `Asked to extend the deadline; it moves once the other side asks too. The deadline is still ${status.deadline ?? "none"}.`
      : `Both sides asked: the deadline is now ${status.deadline ?? "none"}.`,
  );
}
