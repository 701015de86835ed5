import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DATE_TEXT, isRequestDay, REQUEST_YEARS, RequestDateSchema, RequestMonthSchema } from "./dates";

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const text = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

/** The oracle: JavaScript's calendar keeps a real day as it is and rolls an impossible one over. */
const exists = (y: number, m: number, d: number) => {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
};

describe("request dates", () => {
  it("takes exactly the real days of the request years", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const real = y >= REQUEST_YEARS.first && exists(y, m, d);
          expect(isRequestDay(text(y, m, d))).toBe(real);
          expect(v.safeParse(RequestDateSchema, text(y, m, d)).success).toBe(real);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("knows the leap days and the ends of the range", () => {
    expect(isRequestDay("2024-02-29")).toBe(true);
    expect(isRequestDay("2000-02-29")).toBe(true);
    expect(isRequestDay("1900-02-29")).toBe(false);
    expect(isRequestDay("2023-02-29")).toBe(false);
    expect(isRequestDay("1900-01-01")).toBe(true);
    expect(isRequestDay("9999-12-31")).toBe(true);
    expect(isRequestDay("1899-12-31")).toBe(false);
  });

  it("refuses a month outside the request years, and a malformed one by its format", () => {
    expect(v.safeParse(RequestMonthSchema, "2026-11").success).toBe(true);
    const early = v.safeParse(RequestMonthSchema, "0000-12");
    expect(early.issues?.[0]?.message).toBe(DATE_TEXT.outOfRange);
    expect(v.safeParse(RequestMonthSchema, "2026-13").issues?.[0]?.message).toBe(DATE_TEXT.monthFormat);
    expect(v.safeParse(RequestDateSchema, "2026-1-1").issues?.[0]?.message).toBe(DATE_TEXT.dateFormat);
  });
});
