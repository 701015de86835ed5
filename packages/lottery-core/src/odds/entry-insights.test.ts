import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entry, group } from "../model/coupon.test-support";
import type { DrawNumbers } from "../model/entities";
import { entryInsights, expectedReturnText, type LastDraw } from "./entry-insights";
import { entryOdds } from "./entry-odds";

const numbers: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], powerball: null };
const settled: LastDraw = { drawNumber: 4521, numbers, dividends: { 1: 1_000_000, 2: 5_000 } };

describe("entryInsights (R-ODDS: odds, expected return, system explorer)", () => {
  it("gives a System 7's odds, expected return, last-draw prize and its 7 covered games", () => {
    const insights = entryInsights(entry(5127, [group([1, 2, 3, 4, 5, 6, 7])]), 0, settled, 3);
    expect(insights.expectedReturn).toBeGreaterThan(0);
    expect(insights.lastDraw).toEqual({ drawNumber: 4521, best: 1, prize: 1_030_000 });
    expect(insights.coverage?.total).toBe(7);
    expect(insights.coverage?.games.map((g) => g.division)).toEqual([1, 2, 2]);
  });

  it("leaves money out until the last draw is settled, and everything drawn out without a draw", () => {
    const coupon = entry(5127, [group([1, 2, 3, 4, 5, 6])]);
    const unsettled = entryInsights(coupon, 0, { ...settled, dividends: null }, 3);
    expect(unsettled.expectedReturn).toBeNull();
    expect(unsettled.lastDraw).toEqual({ drawNumber: 4521, best: 1, prize: null });
    // A standard board covers only itself: no explorer.
    expect(unsettled.coverage).toBeNull();
    const none = entryInsights(coupon, 0, null, 3);
    expect(none.lastDraw).toBeNull();
    expect(none.anyPrize).toBeGreaterThan(0);
  });

  it("leaves the expected return out when the last draw's Division 1 paid nothing, and says it in words", () => {
    const coupon = entry(5127, [group([1, 2, 3, 4, 5, 6])]);
    expect(
      entryInsights(coupon, 0, { ...settled, dividends: { 1: 0, 2: 5_000 } }, 3).expectedReturn,
    ).toBeNull();
    expect(entryInsights(coupon, 0, { ...settled, dividends: { 2: 5_000 } }, 3).expectedReturn).toBeNull();
    expect(expectedReturnText(42, 4638)).toBe(
      "About $0.42 back on average, going by the prizes draw 4638 paid",
    );
  });

  it("has no explorer for digit games, and a powerpik board holds the Powerball", () => {
    const cash3 = entry(2116, [group([1, 2, 3], { stake: 1 })], { system: 0 });
    expect(entryInsights(cash3, 0, null, 3).coverage).toBeNull();
    const pb: LastDraw = {
      drawNumber: 1,
      numbers: { winning: [1, 2, 3, 4, 5, 6, 7], supplementary: [], powerball: 20 },
      dividends: null,
    };
    const board = [1, 2, 3, 4, 5, 6, 7, 8];
    const powerpik = entry(5132, [group(board, { powerball: 0 })], { powerpik: true });
    expect(entryInsights(powerpik, 0, pb, 1).coverage?.games[0]?.division).toBe(1);
    const missed = entry(5132, [group(board, { powerball: 3 })]);
    expect(entryInsights(missed, 0, pb, 1).coverage?.games[0]?.division).not.toBe(1);
  });

  it("property: its odds and expected return are entryOdds' with the last draw's dividends", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 10 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 6, maxLength: 6 }),
        (size, draws, prizes) => {
          const coupon = entry(5127, [group(Array.from({ length: size }, (_, i) => i + 1))], {
            multi_draw: draws,
          });
          const dividends = Object.fromEntries(prizes.map((p, i) => [i + 1, i === 0 ? p + 1 : p]));
          const insights = entryInsights(coupon, 0, { ...settled, dividends }, 2);
          const odds = entryOdds(coupon, dividends);
          expect(insights.expectedReturn).toBe(odds.expectedReturn);
          expect(insights.anyPrize).toBe(odds.anyPrize);
          expect(insights.division1).toBe(odds.division1);
        },
      ),
      { numRuns: 30 },
    );
  });
});
