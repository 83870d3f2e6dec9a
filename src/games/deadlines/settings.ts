// A game's deadline settings (issue 8, item 1), set at creation and changed by the host/referee.
import { z } from "zod";
import type { DecisionKind } from "../../rules/decisions.js";
import { isTimeZone } from "./calendar.js";

const HOUR = 3600;

/** The four clocks of the issue: which one times each decision kind. */
export type DeadlineGroup = "cards" | "movement" | "battle" | "winter";

export const GROUP_OF: Record<DecisionKind, DeadlineGroup> = {
  "play-card": "cards",
  event: "cards",
  "pillage-steps": "cards",
  "assign-hits": "battle",
  movement: "movement",
  "choose-battle": "battle",
  "combat-turn": "battle",
  "forced-retreat": "battle",
  regroup: "battle",
  "raid-attrition": "battle",
  "noble-home": "winter",
  "moray-winter": "winter",
  "king-winter": "winter",
  "edward-winter": "winter",
  "wallace-winter": "winter",
  disband: "winter",
  builds: "winter",
};

const seconds = z.int().min(1).max(365 * 24 * HOUR);

export const deadlineSettingsSchema = z
  .strictObject({
    seconds: z
      .strictObject({
        cards: seconds.default(72 * HOUR),
        movement: seconds.default(72 * HOUR),
        battle: seconds.default(48 * HOUR),
        winter: seconds.default(72 * HOUR),
      })
      .default({ cards: 72 * HOUR, movement: 72 * HOUR, battle: 48 * HOUR, winter: 72 * HOUR })
      .describe("Time allowed per decision, in seconds: card play (and events), movement, battle decisions, winter"),
    weekendsOff: z.boolean().default(false).describe("Saturday and Sunday, in timeZone, do not count"),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, "an IANA time zone name, e.g. Europe/London")
      .default("UTC")
      .describe("The game's IANA time zone: weekends and the deadlines shown"),
    graceSeconds: z.int().min(0).max(7 * 24 * HOUR).default(0).describe("How long after a deadline the default waits"),
    remindersSeconds: z
      .array(seconds)
      .max(5)
      .default([24 * HOUR, 2 * HOUR])
      .describe("Reminders this long before a deadline, to the side that still has to decide"),
    missedLimit: z.int().min(1).max(10_000).default(3).describe("Missed deadlines in a row that resign a side"),
    absenceDays: z
      .int()
      .min(0)
      .max(365)
      .default(14)
      .describe("Days of absence each side may declare over the game (ABSENCE, POST /games/{id}/absence): its deadlines are pushed past them"),
    replaceAfterMissed: z
      .int()
      .min(1)
      .max(10_000)
      .default(2)
      .describe("Missed deadlines in a row after which the host may hand the side's seat to a substitute (REPLACE); the player may always hand over its own"),
  })
  .describe("Deadlines: set at creation, changed by the referee");

export type DeadlineSettingsInput = z.input<typeof deadlineSettingsSchema>;
export type DeadlineSettings = z.output<typeof deadlineSettingsSchema>;

export function durationMs(settings: DeadlineSettings, kind: DecisionKind): number {
  return settings.seconds[GROUP_OF[kind]] * 1000;
}
