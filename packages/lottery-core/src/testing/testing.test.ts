/** The arbitraries of `@lotto/core/testing` produce what they promise, checked against the package's own rules. */
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { verifyDraw } from "../draws/verify-draw";
import { couponPrice } from "../pricing/coupon-price";
import { validateCoupon } from "../pricing/coupon-validation";
import { upcomingDraws } from "../schedule/next-draw";
import {
  arbDrawNumbers,
  arbDrawSeed,
  arbEntry,
  arbGame,
  arbInstantAroundClose,
  arbLottoGame,
  arbPublishedDraw,
  arbSeededRng,
  purchaseConfigFor,
} from ".";

describe("@lotto/core/testing", () => {
  it("property: every entry is valid and priced by the game's purchase config", () => {
    const arbitrary = arbGame().chain((game) => fc.tuple(fc.constant(game), arbEntry(game)));
    fc.assert(
      fc.property(arbitrary, ([game, entry]) => {
        const config = purchaseConfigFor(game, game.unitPrice.cents);
        expect(validateCoupon(game, entry, config)).toEqual([]);
        expect(couponPrice(config, entry)).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("property: a pinned system or powerpik is kept", () => {
    const arbitrary = arbLottoGame().chain((game) =>
      fc
        .constantFrom(...game.systems)
        .chain((system) => fc.tuple(fc.constant(system), arbEntry(game, { system }))),
    );
    fc.assert(
      fc.property(arbitrary, ([system, entry]) => {
        expect(entry.system).toBe(system);
        expect(entry.game_data.every((board) => board.numbers.length === system)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(arbEntry(5132, { powerpik: true }), (entry) => {
        expect(entry.powerpik).toBe(true);
        expect(validateCoupon(5132, entry)).toEqual([]);
      }),
    );
    expect(() => arbEntry(5127, { powerpik: true })).toThrow(RangeError);
  });

  it("property: published draws verify, and their numbers fit the game", () => {
    fc.assert(
      fc.property(
        arbGame().chain((game) => arbPublishedDraw(game)),
        (draw) => {
          expect(verifyDraw(draw)).toEqual({ valid: true, problems: [] });
        },
      ),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(arbDrawNumbers(5132), (numbers) => {
        expect(numbers.winning).toHaveLength(7);
        expect(numbers.powerball).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(arbDrawSeed(), (seed) => {
        expect(seed).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });

  it("property: instants around a close are within the window of one of the game's closes", () => {
    fc.assert(
      fc.property(
        arbGame().chain((game) => fc.tuple(fc.constant(game), arbInstantAroundClose(game, 60_000))),
        ([game, at]) => {
          const before = at.subtract({ milliseconds: 60_001 });
          const close = upcomingDraws(game.id, before, 1)[0]!.salesClose.toInstant();
          expect(Temporal.Instant.compare(close, at.add({ milliseconds: 60_000 }))).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("property: a seeded source replays its stream and names its seed", () => {
    fc.assert(
      fc.property(arbSeededRng(), (rng) => {
        const seed = Number(/seededRng\((-?\d+)\)/.exec(String(rng))![1]);
        const first = [rng(), rng(), rng()];
        expect(first.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32)).toBe(true);
        expect(String(rng)).toBe(`seededRng(${seed})`);
      }),
    );
  });
});
