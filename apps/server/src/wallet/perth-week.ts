import type { Temporal } from "temporal-polyfill";

/** The time zone of every weekly rule (spec §1). */
export const PERTH = "Australia/Perth";

/** Start of the spend-limit week containing `now`: Monday 00:00 in Australia/Perth (issue 4 Limits). */
export function perthWeekStart(now: Temporal.Instant): Temporal.Instant {
  const day = now.toZonedDateTimeISO(PERTH).startOfDay();
  return day.subtract({ days: day.dayOfWeek - 1 }).toInstant();
}

/** Start of the week after the one containing `now` (the exclusive end of its spend window). */
export function nextPerthWeekStart(now: Temporal.Instant): Temporal.Instant {
  return perthWeekStart(now).toZonedDateTimeISO(PERTH).add({ weeks: 1 }).toInstant();
}
