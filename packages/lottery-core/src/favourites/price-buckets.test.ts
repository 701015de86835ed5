import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRICE_BUCKETS } from "./price-buckets";
import { matchesPriceFilter } from "./price-filter";

describe("favourites price buckets (R-VALIDATION)", () => {
  it("lists buckets 1–3 with the spec's ranges", () => {
    expect(PRICE_BUCKETS).toEqual([
      { value: "1", range: { min: 0, max: 2000 } },
      { value: "2", range: { min: 2000, max: 5000 } },
      { value: "3", range: { min: 5000, max: null } },
    ]);
  });

  it("puts every price in exactly one bucket", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (price) => {
        expect(PRICE_BUCKETS.filter((b) => matchesPriceFilter(price, b.value))).toHaveLength(1);
      }),
    );
  });
});
