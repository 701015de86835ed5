import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { nextPerthWeekStart, perthWeekStart, perthWeekWindow } from "../../src/wallet/perth-week";

// 2020-01-01 .. 2040-01-01, in ms: spans Perth's (abolished) DST years' neighbours and leap years.
const instant = fc
  .integer({ min: 1_577_836_800_000, max: 2_208_988_800_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe("perthWeekWindow (R-SERVER Limits: the spend week)", () => {
  it("is the week of each instant whatever instants came before it (the memo never leaks)", () => {
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 20 }), (instants) => {
        for (const now of instants) {
          const window = perthWeekWindow(now);
          expect(window.start.equals(perthWeekStart(now))).toBe(true);
          expect(window.end.equals(nextPerthWeekStart(now))).toBe(true);
        }
      }),
    );
  });

  it("ends exactly at the next Monday 00:00 Perth: the last millisecond of Sunday is the old week", () => {
    const monday = Temporal.ZonedDateTime.from("2026-11-30T00:00[Australia/Perth]").toInstant();
    const sunday = monday.subtract({ milliseconds: 1 });
    expect(perthWeekWindow(sunday).end.equals(monday)).toBe(true);
    expect(perthWeekWindow(monday).start.equals(monday)).toBe(true);
    expect(perthWeekWindow(sunday).end.equals(monday)).toBe(true);
  });
});
