import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it("shows cents as dollars with two decimals", () => {
    expect(formatMoney(150)).toBe("$1.50");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(1000)).toBe("$10.00");
    expect(formatMoney(123456789)).toBe("$1,234,567.89");
  });

  it("round-trips every integer cent amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const text = formatMoney(cents).replace(/[$,]/g, "");
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });
});
