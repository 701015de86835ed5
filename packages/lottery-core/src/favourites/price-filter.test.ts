import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesPriceFilter, priceFilterRange } from "./price-filter";

describe("favourites price filter (R-VALIDATION)", () => {
  it("has the three cent buckets, else all", () => {
    expect(priceFilterRange(1)).toEqual({ min: 0, max: 2000 });
    expect(priceFilterRange("2")).toEqual({ min: 2000, max: 5000 });
    expect(priceFilterRange(3)).toEqual({ min: 5000, max: null });
    expect(priceFilterRange(0)).toBeNull();
    expect(priceFilterRange(null)).toBeNull();
  });

  it("puts the boundaries 2000 and 5000 in the higher bucket", () => {
    expect(matchesPriceFilter(1999, 1)).toBe(true);
    expect(matchesPriceFilter(2000, 1)).toBe(false);
    expect(matchesPriceFilter(2000, 2)).toBe(true);
    expect(matchesPriceFilter(5000, 3)).toBe(true);
  });

  it("shows in-store favourites (no price) only under all", () => {
    expect(matchesPriceFilter(null, undefined)).toBe(true);
    expect(matchesPriceFilter(null, 3)).toBe(false);
  });

  it("places every price in exactly one bucket, and all shows everything", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (price) => {
        expect([1, 2, 3].filter((b) => matchesPriceFilter(price, b))).toHaveLength(1);
        expect(matchesPriceFilter(price, "all")).toBe(true);
      }),
    );
  });
});
