import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  dateRangeWindow,
  isStatementMonth,
  lastSpendWeeks,
  monthWindow,
  perthDateOf,
  statementMonths,
  weeklySpend,
} from "./wallet-periods";

const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe("statement months (Perth)", () => {
  it("starts a month at Perth midnight of its first day", () => {
    const w = monthWindow("2026-03");
    expect(w.start.toString()).toBe("2026-02-28T16:00:00Z");
    expect(w.end.toString()).toBe("2026-03-31T16:00:00Z");
  });

  it("offers the current month and earlier ones, and every instant lies in exactly one month", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const [first, ...months] = statementMonths(now, 13);
        expect(months).toHaveLength(13);
        for (const m of [first as string, ...months]) expect(isStatementMonth(m, now)).toBe(true);
        const next = Temporal.PlainYearMonth.from(first as string)
          .add({ months: 1 })
          .toString();
        expect(isStatementMonth(next, now)).toBe(false);
        const current = monthWindow(
          now.toZonedDateTimeISO("Australia/Perth").toPlainDate().toPlainYearMonth().toString(),
        );
        expect(Temporal.Instant.compare(current.start, now)).toBeLessThanOrEqual(0);
        expect(Temporal.Instant.compare(now, current.end)).toBeLessThan(0);
        expect(monthWindow(months[0] as string).end.equals(current.start)).toBe(true);
      }),
    );
    expect(isStatementMonth("2026-13", Temporal.Now.instant())).toBe(false);
    expect(isStatementMonth("9999-01", Temporal.Now.instant())).toBe(false);
  });

  it("covers whole Perth days for a date range", () => {
    const w = dateRangeWindow("2026-11-01", "2026-11-01");
    expect(w.start?.toString()).toBe("2026-10-31T16:00:00Z");
    expect(w.end?.toString()).toBe("2026-11-01T16:00:00Z");
    expect(perthDateOf(Temporal.Instant.from("2026-10-31T16:00:00Z"))).toBe("2026-11-01");
  });
});

describe("spend weeks", () => {
  it("are 12 back-to-back Perth weeks from Monday, the last containing now", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const weeks = lastSpendWeeks(now, 12);
        expect(weeks).toHaveLength(12);
        for (const [i, w] of weeks.entries()) {
          expect(Temporal.PlainDate.from(w.startDate).dayOfWeek).toBe(1);
          if (i > 0) expect(weeks[i - 1]?.end.equals(w.start)).toBe(true);
        }
        const last = weeks[11];
        expect(last && Temporal.Instant.compare(last.start, now) <= 0).toBe(true);
        expect(last && Temporal.Instant.compare(now, last.end) < 0).toBe(true);
      }),
    );
  });

  it("sum purchases less refunds per week, never below zero, ignoring other weeks", () => {
    const now = Temporal.Instant.from("2026-11-25T03:00:00Z");
    const weeks = lastSpendWeeks(now, 2);
    const at = (s: string) => Temporal.Instant.from(s);
    expect(
      weeklySpend(weeks, [
        { at: at("2026-11-16T00:00:00Z"), amount: -500 },
        { at: at("2026-11-17T00:00:00Z"), amount: 200 },
        { at: at("2026-11-23T16:00:00Z"), amount: -1200 },
        { at: at("2026-11-24T00:00:00Z"), amount: 2000 },
        { at: at("2026-01-01T00:00:00Z"), amount: -9999 },
      ]),
    ).toEqual([300, 0]);
  });
});
