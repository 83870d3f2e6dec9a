// Deadlines in a game's time zone: weekends off and daylight saving time (issue 8, item 1).
import { describe, expect, it } from "vitest";
import { addCountedTime, countedBetween, isTimeZone, isoWithOffset } from "../../../src/games/deadlines/calendar.js";

const H = 3_600_000;
const at = (iso: string): number => Date.parse(iso);
const london = { timeZone: "Europe/London", weekendsOff: true };

describe("deadlines and the calendar", () => {
  it("without weekends off a deadline is real elapsed time, across a DST change too", () => {
    // Clocks go back on Sunday 25 October 2026 in London: 72 real hours end an hour earlier on the wall.
    const due = addCountedTime(at("2026-10-23T11:00:00Z"), 72 * H, { timeZone: "Europe/London", weekendsOff: false });
    expect(isoWithOffset(due, "Europe/London")).toBe("2026-10-26T11:00:00+00:00");
  });

  it("Saturday and Sunday (local) do not count", () => {
    // Thursday 12:00 + 72 h: 36 h to Saturday 00:00, the other 36 h from Monday 00:00.
    const due = addCountedTime(at("2026-11-19T12:00:00Z"), 72 * H, london);
    expect(isoWithOffset(due, "Europe/London")).toBe("2026-11-24T12:00:00+00:00");
  });

  it("a weekend with a DST change still ends at local midnight on Monday", () => {
    // The weekend of 24-25 October 2026 lasts 49 real hours in London; none of them counts.
    const due = addCountedTime(at("2026-10-22T11:00:00Z"), 72 * H, london); // Thursday 12:00 BST
    expect(isoWithOffset(due, "Europe/London")).toBe("2026-10-27T12:00:00+00:00");
    // Spring forward (29 March 2026): the weekend is 47 real hours, Monday midnight is BST.
    const spring = addCountedTime(at("2026-03-26T12:00:00Z"), 72 * H, london); // Thursday 12:00 GMT
    expect(isoWithOffset(spring, "Europe/London")).toBe("2026-03-31T12:00:00+01:00");
  });

  it("a deadline started on a weekend starts counting on Monday, in the game's zone, not UTC", () => {
    // Saturday 23:30 in New York is already Sunday in UTC; the count starts Monday 00:00 New York time.
    const due = addCountedTime(at("2026-11-22T04:30:00Z"), 2 * H, { timeZone: "America/New_York", weekendsOff: true });
    expect(isoWithOffset(due, "America/New_York")).toBe("2026-11-23T02:00:00-05:00");
    // Friday 23:00 in Tokyo (14:00 UTC) has one counted hour left before the weekend.
    const tokyo = addCountedTime(at("2026-11-20T14:00:00Z"), 2 * H, { timeZone: "Asia/Tokyo", weekendsOff: true });
    expect(isoWithOffset(tokyo, "Asia/Tokyo")).toBe("2026-11-23T01:00:00+09:00");
  });

  it("counted time between two instants undoes the addition (for pausing)", () => {
    const start = at("2026-10-22T11:00:00Z");
    for (const hours of [1, 13, 36, 72, 200]) {
      expect(countedBetween(start, addCountedTime(start, hours * H, london), london)).toBe(hours * H);
    }
  });

  it("knows IANA zone names", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
