// A game's deadline clock (issue 8): the period the pending decisions are in, its due time,
// reminders given, pause, the extension each side asked for, and missed deadlines in a row. Pure:
// every function takes the time it needs and returns a new clock; the caller stores it with the game.
import type { Decision, DecisionKind } from "../../rules/decisions.js";
import type { Side } from "../../rules/sides.js";
import { addCountedTime, countedBetween, type CalendarRules } from "./calendar.js";
import { durationMs, type DeadlineSettings } from "./settings.js";

export interface Period {
  /** The kind of the first decision waiting: it chose the duration. */
  kind: DecisionKind;
  waiting: Side[];
  /** Milliseconds since the epoch. */
  startedAt: number;
  dueAt: number;
  /** How many reminders (latest first) are given, or were already past when the period began. */
  reminded: number;
  /** Seconds each side has asked to extend this deadline by; both must ask (issue 8, item 1). */
  extension: Partial<Record<Side, number>>;
}

/** A side's declared absence (ABSENCE), milliseconds since the epoch, `to` exclusive. */
export interface Absence {
  from: number;
  to: number;
}

export interface GameClock {
  settings: DeadlineSettings;
  /** Each side's declared absences: a deadline of that side that falls in one is pushed past it. */
  absences?: Partial<Record<Side, Absence[]>>;
  /** Null once the game is over. */
  period: Period | null;
  /** Counted time left on the deadline when the host/referee paused the game. */
  paused: { remainingMs: number } | null;
  missed: Record<Side, number>;
}

const calendar = (s: DeadlineSettings): CalendarRules => ({ timeZone: s.timeZone, weekendsOff: s.weekendsOff });

/** Reminder times as offsets before the deadline, earliest reminder first. */
function reminderOffsets(s: DeadlineSettings): number[] {
  return [...new Set(s.remindersSeconds)].sort((a, b) => b - a).map((sec) => sec * 1000);
}

/** Reminders whose time is already past at `now` are not sent late. */
function remindersPast(s: DeadlineSettings, dueAt: number, now: number): number {
  return reminderOffsets(s).filter((offset) => dueAt - offset <= now).length;
}

const sidesOf = (decisions: readonly Decision[]): Side[] => [...new Set(decisions.map((d) => d.side))];

function openPeriod(s: DeadlineSettings, decisions: readonly Decision[], now: number): Period | null {
  const first = decisions[0];
  if (first === undefined) return null;
  const dueAt = addCountedTime(now, durationMs(s, first.kind), calendar(s));
  return { kind: first.kind, waiting: sidesOf(decisions), startedAt: now, dueAt, reminded: remindersPast(s, dueAt, now), extension: {} };
}

export function newClock(settings: DeadlineSettings, decisions: readonly Decision[], now: number): GameClock {
  return { settings, period: openPeriod(settings, decisions, now), paused: null, missed: { england: 0, scotland: 0 } };
}

/**
 * After an accepted order. The deadline carries on while the decisions now pending were all
 * pending before and none is the author's (the other side of a simultaneous card play or winter
 * build still to answer); otherwise a new deadline starts, so a side that answered gets its whole
 * time for its next decision even when it is of the same kind (the next combat turn, the next noble
 * going home). A side's own answer clears its missed count; a default adds one.
 */
export function afterOrder(
  clock: GameClock,
  before: readonly Decision[],
  after: readonly Decision[],
  author: Side,
  defaulted: boolean,
  now: number,
): GameClock {
  const missed = { ...clock.missed, [author]: defaulted ? clock.missed[author] + 1 : 0 };
  const carriesOn =
    clock.period !== null && after.length > 0 && after.every((d) => d.side !== author && before.some((b) => b.side === d.side && b.kind === d.kind));
  if (carriesOn && clock.period) return { ...clock, missed, period: { ...clock.period, waiting: sidesOf(after) } };
  const period = pushedPastAbsences(clock, openPeriod(clock.settings, after, now), now);
  // A paused game stays paused: the new decision gets its whole time when the game resumes.
  const paused = clock.paused && period ? { remainingMs: period.dueAt - now } : null;
  return { ...clock, missed, period, paused };
}

/** The next time the worker must look at the game: a reminder, or the deadline plus grace. */
export function wakeAt(clock: GameClock | null): number | null {
  if (!clock?.period || clock.paused) return null;
  const { period, settings } = clock;
  const expiry = period.dueAt + settings.graceSeconds * 1000;
  const offset = reminderOffsets(settings)[period.reminded];
  return offset === undefined ? expiry : Math.min(expiry, period.dueAt - offset);
}

export type DueAction = { type: "reminder"; dueAt: number } | { type: "expired"; dueAt: number } | null;

export function dueAction(clock: GameClock | null, now: number): DueAction {
  const at = wakeAt(clock);
  if (at === null || at > now || !clock?.period) return null;
  const { period, settings } = clock;
  if (now >= period.dueAt + settings.graceSeconds * 1000) return { type: "expired", dueAt: period.dueAt };
  return { type: "reminder", dueAt: period.dueAt };
}

export function reminded(clock: GameClock): GameClock {
  if (!clock.period) return clock;
  return { ...clock, period: { ...clock.period, reminded: clock.period.reminded + 1 } };
}

export function pause(clock: GameClock, now: number): GameClock {
  if (clock.paused || !clock.period) return clock;
  return { ...clock, paused: { remainingMs: countedBetween(now, clock.period.dueAt, calendar(clock.settings)) } };
}

export function resume(clock: GameClock, now: number): GameClock {
  if (!clock.paused || !clock.period) return { ...clock, paused: null };
  const dueAt = addCountedTime(now, clock.paused.remainingMs, calendar(clock.settings));
  return { ...clock, paused: null, period: pushedPastAbsences(clock, { ...clock.period, dueAt, reminded: remindersPast(clock.settings, dueAt, now) }, now) };
}

const DAY_MS = 86_400_000;

/** Whole days of absence a side has declared so far. */
export function absenceDaysUsed(clock: GameClock, side: Side): number {
  return (clock.absences?.[side] ?? []).reduce((days, a) => days + Math.round((a.to - a.from) / DAY_MS), 0);
}

/**
 * A deadline of a waiting side that falls in one of its absences moves past it by the time of the
 * absence it overlapped: the side gets back, after its return, the time the absence took from its
 * decision. Checked again after each move, since a moved deadline may reach a later absence.
 */
function pushedPastAbsences<P extends Period | null>(clock: GameClock, period: P, now: number): P {
  if (period === null) return period;
  const spans = period.waiting.flatMap((side) => clock.absences?.[side] ?? []).sort((a, b) => a.from - b.from);
  let dueAt = period.dueAt;
  for (const span of spans) {
    const start = Math.max(span.from, period.startedAt);
    if (span.to <= start || span.from >= dueAt) continue;
    dueAt += span.to - start;
  }
  if (dueAt === period.dueAt) return period;
  return { ...period, dueAt, reminded: remindersPast(clock.settings, dueAt, now) };
}

/** ABSENCE: the side's absence is kept, and the current deadline moves past it when the side is waited for. */
export function withAbsence(clock: GameClock, side: Side, absence: Absence, now: number): GameClock {
  const absences = { ...clock.absences, [side]: [...(clock.absences?.[side] ?? []), absence] };
  const next = { ...clock, absences };
  if (clock.paused) return next;
  return { ...next, period: pushedPastAbsences(next, clock.period, now) };
}

/**
 * A side asks to extend the current deadline; once both have asked, it moves by the smaller of
 * the two requests (what both agreed to) and the requests are cleared.
 */
export function extend(clock: GameClock, side: Side, seconds: number, now: number): { clock: GameClock; agreed: number | null } {
  if (!clock.period) return { clock, agreed: null };
  const extension = { ...clock.period.extension, [side]: seconds };
  const { england, scotland } = extension;
  if (england === undefined || scotland === undefined) return { clock: { ...clock, period: { ...clock.period, extension } }, agreed: null };
  const agreed = Math.min(england, scotland);
  if (clock.paused) {
    return { clock: { ...clock, paused: { remainingMs: clock.paused.remainingMs + agreed * 1000 }, period: { ...clock.period, extension: {} } }, agreed };
  }
  const dueAt = addCountedTime(clock.period.dueAt, agreed * 1000, calendar(clock.settings));
  const period = { ...clock.period, dueAt, extension: {}, reminded: remindersPast(clock.settings, dueAt, now) };
  return { clock: { ...clock, period }, agreed };
}

/** Settings changed by the host/referee apply from the next deadline on; the current one stays. */
export function withSettings(clock: GameClock, settings: DeadlineSettings): GameClock {
  return { ...clock, settings };
}
