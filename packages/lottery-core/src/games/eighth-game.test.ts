import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateEntry } from "../divisions/evaluate-entry";
import { computeDividends } from "../draws/dividends";
import type { Coupon, DrawNumbers } from "../model/entities";
import { divisionChances } from "../odds/division-odds";
import { entryOdds } from "../odds/entry-odds";
import { entryPrize } from "../odds/entry-prize";
import { couponPrice } from "../pricing/coupon-price";
import { validateCoupon } from "../pricing/coupon-validation";
import { multiDrawCounts } from "../pricing/draw-options";
import { quickPickBoard } from "../quick-pick/quick-pick";
import { seededRng } from "../quick-pick/rng";
import { purchaseConfigFor } from "../testing";
import { binomial } from "./binomial";
import { GAMES } from "./catalogue";
import { createCatalogue } from "./create-catalogue";
import { LUCKY_FIVE } from "./eighth-game.test-support";

const board = (group_name: string, numbers: number[]) => ({
  group_name,
  numbers,
  powerball: null,
  quickpick: 0 as const,
  stake: 0 as const,
  type: 1 as const,
});

// The wire Coupon names catalogue ids, so the fictional game's coupon is cast once here.
const coupon = (system: number, boards: number[][], multiDraw = 1) =>
  ({
    game_id: LUCKY_FIVE.id,
    advance_draw: 0,
    multi_draw: multiDraw,
    system,
    powerpik: false,
    game_data: boards.map((numbers, i) => board(String.fromCharCode(65 + i), numbers)),
  }) as Coupon;

const drawn: DrawNumbers = { winning: [2, 9, 14, 21, 30], supplementary: [5], powerball: null };

describe("an eighth game from one definition", () => {
  const catalogue = createCatalogue([...GAMES, LUCKY_FIVE]);

  it("is registered beside the seven games, by id and by slug", () => {
    expect(catalogue.ids).toEqual([...GAMES.map((g) => g.id), LUCKY_FIVE.id]);
    expect(catalogue.has(LUCKY_FIVE.id)).toBe(true);
    expect(catalogue.bySlug("lucky-five")).toBe(LUCKY_FIVE);
    expect(catalogue.slugs).toContain("lucky-five");
    expect(() => createCatalogue([...GAMES, { ...LUCKY_FIVE, slug: GAMES[0]!.slug }])).toThrow(/twice/);
    expect(() => createCatalogue([...GAMES, { ...LUCKY_FIVE, id: GAMES[0]!.id }])).toThrow(/twice/);
  });

  it("is priced from its unit price, systems, board range and multi-draw weeks", () => {
    const config = purchaseConfigFor(LUCKY_FIVE, LUCKY_FIVE.unitPrice.cents);
    expect(Object.keys(config.pricing_information).sort()).toEqual(["5", "6", "7"]);
    expect(multiDrawCounts(LUCKY_FIVE)).toEqual([1, 2, 3, 4]);
    const standard = coupon(5, [
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    // Standard: 2 boards × 60c; System 7: C(7,5) = 21 games a board, over 3 draws.
    expect(couponPrice(config, standard, LUCKY_FIVE)).toBe(120);
    expect(couponPrice(config, coupon(7, [[1, 2, 3, 4, 5, 6, 7]], 3), LUCKY_FIVE)).toBe(21 * 60 * 3);
    expect(validateCoupon(LUCKY_FIVE, standard, config)).toEqual([]);
    expect(validateCoupon(LUCKY_FIVE, coupon(5, [[1, 2, 3, 4, 31]]), config)).toEqual([
      "Lucky Five needs between 2 and 20 boards; this entry has 1.",
      "Board A has a number outside 1–30.",
    ]);
  });

  it("quick-picks 5 distinct numbers from 1 to 30 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { numbers, powerball } = quickPickBoard(LUCKY_FIVE, seededRng(seed));
        expect(numbers).toHaveLength(5);
        expect(new Set(numbers).size).toBe(5);
        expect(numbers.every((n) => n >= 1 && n <= 30)).toBe(true);
        expect(powerball).toBeNull();
      }),
    );
  });

  it("judges its divisions and pays them from its prize structure", () => {
    const entry = coupon(5, [
      [2, 9, 14, 21, 30],
      [2, 5, 9, 14, 21],
      [1, 2, 9, 14, 21],
      [1, 2, 3, 9, 14],
    ]);
    expect(evaluateEntry(entry, drawn, LUCKY_FIVE).lines.map((line) => line.best)).toEqual([1, 2, 3, 4]);
    const winners = new Map([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    const { divisions } = computeDividends({
      structure: LUCKY_FIVE.prizes,
      sales: 1_000_000,
      jackpot: 0,
      winners,
    });
    const dividends = Object.fromEntries(divisions.map((d) => [d.division, d.each]));
    // Division 1 is topped up to the $1m jackpot base; Division 4 is the fixed $10. Division 3's $1,800
    // would pay more than Division 2's $1,200: their pools are combined, $1,500 each (no inversion).
    expect(dividends).toEqual({ 1: 100_000_000, 2: 150_000, 3: 150_000, 4: 1_000 });
    expect(entryPrize(entry, drawn, dividends, LUCKY_FIVE).prize).toBe(
      100_000_000 + 150_000 + 150_000 + 1_000,
    );
  });

  it("has odds from its matrix: Division 1 is 1 in C(30, 5)", () => {
    expect(divisionChances(LUCKY_FIVE)[1]).toBeCloseTo(1 / binomial(30, 5), 15);
    const odds = entryOdds(coupon(5, [[1, 2, 3, 4, 5]]), {}, LUCKY_FIVE);
    expect(odds.division1).toBeCloseTo(1 / 142_506, 12);
  });
});
