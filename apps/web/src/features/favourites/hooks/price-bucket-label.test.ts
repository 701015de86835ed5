import { PRICE_BUCKETS } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { priceBucketLabel } from "./price-bucket-label";

describe("priceBucketLabel (R-VALIDATION price buckets)", () => {
  it("labels core's three buckets from their ranges", () => {
    expect(PRICE_BUCKETS.map((b) => priceBucketLabel(b.range))).toEqual([
      "Under $20.00",
      "$20.00 – $50.00",
      "$50.00 and above",
    ]);
  });
});
