import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { PERTH } from "../schedule/draw-calendar";
import { lastSpendWeeks, spendWeekOf } from "./wallet-periods";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const instantIn = (from: string, to: string) =>
  fc
    .integer({ min: Date.parse(from), max: Date.parse(to) })
    .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

/** From the week after 29 March 2009 (its last daylight saving ended then) Perth keeps UTC+8 all year. */
const dstFree = instantIn("2009-03-30T00:00:00Z", "2040-01-01T00:00:00Z");
/** 2005 to 2040: includes Perth's daylight-saving trial (Dec 2006 – Mar 2009). */
const anyInstant = instantIn("2005-01-01T00:00:00Z", "2040-01-01T00:00:00Z");

/**
 * An oracle that uses no time zone rules: in DST-free Perth (UTC+8) the week starts on the Monday of
 * the local day, 1970-01-01 being a Thursday.
 */
function mondayStartUtc8(now: Temporal.Instant): number {
  const localDays = Math.floor((now.epochMilliseconds + 8 * HOUR) / DAY);
  const sinceMonday = (localDays + 3) % 7;
  return (localDays - sinceMonday) * DAY - 8 * HOUR;
}

const at = (s: string) => Temporal.Instant.from(s);
const perth = (s: string) => Temporal.ZonedDateTime.from(`${s}[Australia/Perth]`).toInstant();

describe("the spend week (R-SERVER Limits: Monday 00:00 Australia/Perth to the next Monday)", () => {
  it("contains its instant, starts on a Monday at midnight in Perth and ends a Perth week later", () => {
    fc.assert(
      fc.property(anyInstant, (now) => {
        const week = spendWeekOf(now);
        expect(Temporal.Instant.compare(week.start, now)).toBeLessThanOrEqual(0);
        expect(Temporal.Instant.compare(now, week.end)).toBeLessThan(0);
        const start = week.start.toZonedDateTimeISO(PERTH);
        expect(start.dayOfWeek).toBe(1);
        expect(start.toPlainTime().equals(Temporal.PlainTime.from("00:00"))).toBe(true);
        expect(start.toPlainDate().toString()).toBe(week.startDate);
        expect(week.end.equals(start.add({ weeks: 1 }).toInstant())).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("is exactly 7 × 24 hours long and agrees with plain UTC+8 arithmetic in DST-free Perth", () => {
    fc.assert(
      fc.property(dstFree, (now) => {
        const week = spendWeekOf(now);
        expect(week.end.epochMilliseconds - week.start.epochMilliseconds).toBe(WEEK);
        expect(week.start.epochMilliseconds).toBe(mondayStartUtc8(now));
      }),
      { numRuns: 500 },
    );
  });

  it("gives every instant of a week the same week, and the next week starts where it ends", () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 0, max: WEEK - 1 }), (now, offset) => {
        const week = spendWeekOf(now);
        const inside = Temporal.Instant.fromEpochMilliseconds(
          week.start.epochMilliseconds +
            (offset % (week.end.epochMilliseconds - week.start.epochMilliseconds)),
        );
        expect(spendWeekOf(inside).start.equals(week.start)).toBe(true);
        expect(spendWeekOf(week.end).start.equals(week.end)).toBe(true);
      }),
    );
  });

  it("answers each instant's own week whatever was asked before (the remembered week never leaks)", () => {
    fc.assert(
      fc.property(fc.array(anyInstant, { minLength: 1, maxLength: 20 }), (instants) => {
        for (const now of instants) {
          const [fresh] = lastSpendWeeks(now, 1);
          expect(spendWeekOf(now)).toEqual(fresh);
        }
      }),
    );
  });

  it("turns at Monday 00:00 Perth: the last millisecond of Sunday is the old week", () => {
    const monday = perth("2026-11-30T00:00");
    const sunday = monday.subtract({ milliseconds: 1 });
    expect(spendWeekOf(sunday).end.equals(monday)).toBe(true);
    expect(spendWeekOf(monday).start.equals(monday)).toBe(true);
    expect(spendWeekOf(sunday).start.equals(perth("2026-11-23T00:00"))).toBe(true);
    // Monday 00:30 Perth is Sunday 16:30 UTC: already the new week.
    expect(spendWeekOf(at("2025-11-23T16:30:00Z")).start.equals(at("2025-11-23T16:00:00Z"))).toBe(true);
    expect(spendWeekOf(at("2025-11-23T15:59:59Z")).start.equals(at("2025-11-16T16:00:00Z"))).toBe(true);
    expect(spendWeekOf(at("2025-11-23T16:30:00Z")).startDate).toBe("2025-11-24");
  });

  it("keeps the Perth wall clock in the daylight-saving years (UTC+9 weeks start at 15:00 UTC)", () => {
    const week = spendWeekOf(at("2007-12-05T03:00:00Z"));
    expect(week.start.toString()).toBe("2007-12-02T15:00:00Z");
    // The week in which daylight saving ended (Sunday 29 March 2009, 03:00 → 02:00) is an hour longer.
    const last = spendWeekOf(perth("2009-03-25T12:00"));
    expect(last.end.epochMilliseconds - last.start.epochMilliseconds).toBe(WEEK + HOUR);
  });
});
