// The deadline on each pending decision of a view (issue 8, item 1), in the game's time zone.
import type { View } from "../../views/index.js";
import { isoWithOffset } from "./calendar.js";
import type { GameClock } from "./clock.js";

export function deadlineOf(clock: GameClock | null, side: string): string | null {
  const period = clock?.period;
  if (!clock || !period || clock.paused || !period.waiting.includes(side as never)) return null;
  return isoWithOffset(period.dueAt, clock.settings.timeZone);
}

export function withDeadlines(view: View, clock: GameClock | null): View {
  if (!clock) return view;
  return {
    ...view,
    decisions: view.decisions.map((d) => {
      const deadline = deadlineOf(clock, d.side);
      return deadline === null ? d : { ...d, deadline };
    }),
  };
}
