import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topUpAmount } from "./top-up";

const cents = fc.integer({ min: 0, max: 10_000_000 });

describe("topUpAmount (R-STATES payment contexts game and cart, R-VALIDATION deposit minimum)", () => {
  it("pays exactly what is missing, at least the minimum, nothing when the balance covers it", () => {
    expect(topUpAmount(2500, 1000, 1000)).toBe(1500);
    expect(topUpAmount(1200, 1000, 1000)).toBe(1000);
    expect(topUpAmount(1000, 1000, 1000)).toBe(0);
    expect(topUpAmount(500, 0, 1000)).toBe(1000);
  });

  it("always leaves enough to buy, never charges below the minimum, and never over-pays above it", () => {
    fc.assert(
      fc.property(cents, cents, cents, (total, balance, minimum) => {
        const pay = topUpAmount(total, balance, minimum);
        expect(balance + pay).toBeGreaterThanOrEqual(total);
        if (balance >= total) expect(pay).toBe(0);
        else {
          expect(pay).toBeGreaterThanOrEqual(minimum);
          expect(pay).toBe(Math.max(total - balance, minimum));
        }
      }),
    );
  });
});
