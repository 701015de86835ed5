import { PERTH } from "@lotto/core";
import { Temporal } from "temporal-polyfill";

/** Start of the spend-limit week containing `now`: Monday 00:00 in Australia/Perth (R-SERVER Limits). */
export function perthWeekStart(now: Temporal.Instant): Temporal.Instant {
  const day = now.toZonedDateTimeISO(PERTH).startOfDay();
  return day.subtract({ days: day.dayOfWeek - 1 }).toInstant();
}

/** Start of the week after the one containing `now` (the exclusive end of its spend window). */
export function nextPerthWeekStart(now: Temporal.Instant): Temporal.Instant {
  return perthWeekStart(now).toZonedDateTimeISO(PERTH).add({ weeks: 1 }).toInstant();
}

let lastWindow: { start: Temporal.Instant; end: Temporal.Instant } | null = null;

/**
 * `[perthWeekStart(now), nextPerthWeekStart(now))`, remembered while `now` stays inside it: every
 * purchase reads its week's spend, and the zone arithmetic was a visible share of a purchase's CPU.
 */
export function perthWeekWindow(now: Temporal.Instant): { start: Temporal.Instant; end: Temporal.Instant } {
  const hit = lastWindow;
  if (hit && Temporal.Instant.compare(now, hit.start) >= 0 && Temporal.Instant.compare(now, hit.end) < 0) {
    return hit;
  }
  lastWindow = { start: perthWeekStart(now), end: nextPerthWeekStart(now) };
  return lastWindow;
}
