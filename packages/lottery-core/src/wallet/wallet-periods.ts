import { Temporal } from "temporal-polyfill";
import type { Cents } from "../model/entities";
import { PERTH } from "../schedule/draw-calendar";
import { spentOfNet } from "./weekly-limit";

/** A Perth calendar month, "YYYY-MM". */
export type StatementMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The Perth month containing `now`, "YYYY-MM". */
export function perthMonthOf(now: Temporal.Instant): StatementMonth {
  return now.toZonedDateTimeISO(PERTH).toPlainDate().toPlainYearMonth().toString();
}

/**
 * True when `month` is a well-formed month that has begun in Perth at `now`: any past month, or the
 * current one to date (its statement grows until the month ends).
 */
export function isStatementMonth(month: string, now: Temporal.Instant): boolean {
  if (!MONTH.test(month)) return false;
  const current = Temporal.PlainYearMonth.from(perthMonthOf(now));
  return Temporal.PlainYearMonth.compare(Temporal.PlainYearMonth.from(month), current) <= 0;
}

/** The instants `[start, end)` of a Perth month. */
export function monthWindow(month: StatementMonth): { start: Temporal.Instant; end: Temporal.Instant } {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  const start = first.toZonedDateTime(PERTH);
  return { start: start.toInstant(), end: start.add({ months: 1 }).toInstant() };
}

/** The current month and the `count` months before it, newest first (the statement picker's choices). */
export function statementMonths(now: Temporal.Instant, count: number): StatementMonth[] {
  const current = Temporal.PlainYearMonth.from(perthMonthOf(now));
  return Array.from({ length: count + 1 }, (_, i) => current.subtract({ months: i }).toString());
}

/** The Perth calendar date of an instant, "YYYY-MM-DD". */
export const perthDateOf = (at: Temporal.Instant) => at.toZonedDateTimeISO(PERTH).toPlainDate().toString();

/** The instants `[start, end)` covering Perth dates `from` to `to` inclusive (either may be open). */
export function dateRangeWindow(from?: string, to?: string) {
  return {
    start: from ? Temporal.PlainDate.from(from).toZonedDateTime(PERTH).toInstant() : null,
    end: to ? Temporal.PlainDate.from(to).add({ days: 1 }).toZonedDateTime(PERTH).toInstant() : null,
  };
}

/** One spend-limit week: Monday 00:00 Perth to the next Monday (R-SERVER Limits). */
export interface SpendWeek {
  /** The Monday, "YYYY-MM-DD". */
  startDate: string;
  start: Temporal.Instant;
  end: Temporal.Instant;
}

/** Monday 00:00 in Australia/Perth of the week containing `now`: the spend week's start. */
function mondayOf(now: Temporal.Instant): Temporal.ZonedDateTime {
  const day = now.toZonedDateTimeISO(PERTH).startOfDay();
  return day.subtract({ days: day.dayOfWeek - 1 });
}

const weekFrom = (monday: Temporal.ZonedDateTime): SpendWeek => ({
  startDate: monday.toPlainDate().toString(),
  start: monday.toInstant(),
  end: monday.add({ weeks: 1 }).toInstant(),
});

let lastWeek: SpendWeek | null = null;

/**
 * The Perth spend week containing `now`, `[start, end)`: the window the weekly limit counts (R-SERVER
 * Limits). The last answer is remembered while `now` stays inside it (a pure cache: the answer depends
 * on `now` only), as every purchase asks and the zone arithmetic was a visible share of its CPU.
 * @example spendWeekOf(Temporal.Instant.from("2025-11-23T16:30:00Z")).start // 2025-11-23T16:00:00Z, Monday 00:00 Perth
 */
export function spendWeekOf(now: Temporal.Instant): SpendWeek {
  const hit = lastWeek;
  if (hit && Temporal.Instant.compare(now, hit.start) >= 0 && Temporal.Instant.compare(now, hit.end) < 0) {
    return hit;
  }
  lastWeek = weekFrom(mondayOf(now));
  return lastWeek;
}

/** The last `count` Perth spend weeks up to and including the one containing `now`, oldest first. */
export function lastSpendWeeks(now: Temporal.Instant, count: number): SpendWeek[] {
  const monday = mondayOf(now);
  return Array.from({ length: count }, (_, i) => weekFrom(monday.subtract({ weeks: count - 1 - i })));
}

/**
 * Net spend of each week (purchase debits less refunds, never below zero), from signed entries:
 * the figure the weekly limit counts.
 */
export function weeklySpend(
  weeks: readonly SpendWeek[],
  entries: readonly { at: Temporal.Instant; amount: Cents }[],
): Cents[] {
  const net = weeks.map(() => 0);
  for (const entry of entries) {
    const i = weeks.findIndex(
      (w) =>
        Temporal.Instant.compare(entry.at, w.start) >= 0 && Temporal.Instant.compare(entry.at, w.end) < 0,
    );
    if (i >= 0) net[i] = (net[i] ?? 0) + entry.amount;
  }
  return net.map(spentOfNet);
}
