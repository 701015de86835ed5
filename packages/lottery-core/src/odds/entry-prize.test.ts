import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entry, group } from "../model/coupon.test-support";
import type { DrawNumbers } from "../model/entities";
import { entryOdds } from "./entry-odds";
import { dividendTable, entryPrize } from "./entry-prize";

const saturday: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], powerball: null };

describe("entryPrize and dividendTable (R-ODDS: what an entry would have won)", () => {
  it("reads a result's divisions, leaving out unpaid and malformed ones", () => {
    expect(
      dividendTable({ "1": { each: 100_000_00 }, "2": { each: 0 }, x: { each: 5 }, "5": { each: 1_225 } }),
    ).toEqual({ 1: 100_000_00, 5: 1_225 });
  });

  it("pays a System 7 every covered game's dividend: Division 1 once and Division 2 six times", () => {
    const result = entryPrize(entry(5127, [group([1, 2, 3, 4, 5, 6, 7])]), saturday, {
      1: 1_000_000,
      2: 5_000,
    });
    expect(result.boards[0]!.wins).toEqual({ 1: 1, 2: 6 });
    expect(result.prize).toBe(1_000_000 + 6 * 5_000);
    expect(result.best).toBe(1);
  });

  it("adds boards and pays nothing for a losing board or an unpaid division", () => {
    const coupon = entry(5127, [
      group([1, 2, 3, 40, 41, 42]),
      group([20, 21, 22, 23, 24, 25], { group_name: "B" }),
    ]);
    const result = entryPrize(coupon, saturday, {});
    expect(result.boards.map((b) => b.prize)).toEqual([0, 0]);
    expect(result.best).toBe(6);
    expect(result.prize).toBe(0);
  });

  it("doubles a $1 Cash 3 board's 50c dividend", () => {
    const draw: DrawNumbers = { winning: [1, 2, 3], supplementary: [], powerball: null };
    const cash3 = (stake: 1 | 2) => entry(2116, [group([1, 2, 3], { stake, type: 1 })]);
    expect(entryPrize(cash3(1), draw, { 1: 25_000 }).prize).toBe(25_000);
    expect(entryPrize(cash3(2), draw, { 1: 25_000 }).prize).toBe(50_000);
  });

  it("property: a Cash 3 entry's expected return is its mean prize over all 1,000 draws", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(1, 2, 4),
        fc.constantFrom(1, 2),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 3, maxLength: 3 }),
        (numbers, type, stake, prizes) => {
          const coupon = entry(2116, [group(numbers, { stake, type })]);
          const dividends = { 1: prizes[0]!, 2: prizes[1]!, 3: prizes[2]! };
          let total = 0;
          for (let n = 0; n < 1000; n++) {
            const winning = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
            total += entryPrize(coupon, { winning, supplementary: [], powerball: null }, dividends).prize;
          }
          expect(Math.abs(entryOdds(coupon, dividends).expectedReturn - total / 1000)).toBeLessThanOrEqual(
            0.5,
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
