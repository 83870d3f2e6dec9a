// Wall-clock arithmetic in a game's IANA time zone, with Intl only: when a deadline falls once
// weekends do not count, and how to write it with the zone's offset. Daylight saving time is
// handled by working on UTC instants and asking Intl for the local date at each one.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export function localTime(instant: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** Local time minus UTC at an instant, in milliseconds (whole seconds). */
export function offsetMs(instant: number, timeZone: string): number {
  const t = localTime(instant, timeZone);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The first instant of a local calendar day (midnight, or the first hour that exists). */
function startOfLocalDay(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - offsetMs(wall, timeZone);
  guess = wall - offsetMs(guess, timeZone);
  // Where midnight is skipped by a DST jump, the guess lands on the day before: step to the day.
  const t = localTime(guess, timeZone);
  if (t.day !== day) guess += HOUR_MS;
  return guess;
}

/** The start of the local day `days` after the one holding `instant`. */
function localDayStart(instant: number, days: number, timeZone: string): number {
  const t = localTime(instant, timeZone);
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day) + days * DAY_MS);
  return startOfLocalDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone);
}

const isWeekend = (weekday: number): boolean => weekday === 0 || weekday === 6;

export interface CalendarRules {
  timeZone: string;
  /** Saturday and Sunday, local time, do not count towards a deadline. */
  weekendsOff: boolean;
}

/**
 * The instant `durationMs` of counted time after `start`: real elapsed time (so an hour lost or
 * gained to DST is not counted twice), skipping local Saturdays and Sundays when asked.
 */
export function addCountedTime(start: number, durationMs: number, rules: CalendarRules): number {
  if (!rules.weekendsOff) return start + durationMs;
  let t = start;
  let left = durationMs;
  for (;;) {
    const weekday = localTime(t, rules.timeZone).weekday;
    if (isWeekend(weekday)) {
      // Monday, local midnight.
      t = localDayStart(t, weekday === 6 ? 2 : 1, rules.timeZone);
      continue;
    }
    const weekendStarts = localDayStart(t, 6 - weekday, rules.timeZone);
    if (t + left <= weekendStarts) return t + left;
    left -= weekendStarts - t;
    t = weekendStarts;
  }
}

/** Counted time between two instants (the inverse of addCountedTime), for pausing a deadline. */
export function countedBetween(from: number, to: number, rules: CalendarRules): number {
  if (!rules.weekendsOff || to <= from) return Math.max(0, to - from);
  let counted = 0;
  let t = from;
  while (t < to) {
    const weekday = localTime(t, rules.timeZone).weekday;
    const next = Math.min(to, localDayStart(t, 1, rules.timeZone));
    if (!isWeekend(weekday)) counted += next - t;
    t = next;
  }
  return counted;
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, "0");

/** ISO 8601 in the zone's local time with its offset, e.g. 2026-03-30T12:00:00+01:00. */
export function isoWithOffset(instant: number, timeZone: string): string {
  const t = localTime(instant, timeZone);
  const offset = Math.round(offsetMs(instant, timeZone) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
