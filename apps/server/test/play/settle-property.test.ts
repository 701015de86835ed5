import { type Coupon, type DrawNumbers, deriveDrawNumbers, quickPickBoard, seededRng } from "@lotto/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeDividends } from "../../src/draws/dividends";
import { prizeStructure } from "../../src/draws/prize-structure";
import { judgeTicket, ticketPrize } from "../../src/draws/ticket-outcome";

// The settlement pipeline without the database: judge every ticket, count winners, compute dividends,
// price each ticket. Pari-mutuel prizes paid must stay within the pool (plus the advertised jackpot).
function settle(coupons: Coupon[], drawn: DrawNumbers, jackpot: number) {
  const structure = prizeStructure(5127);
  const judged = coupons.map((coupon) => judgeTicket(coupon, drawn));
  const winners = new Map<number, number>();
  for (const boards of judged)
    for (const board of boards) for (const [d, n] of board.wins) winners.set(d, (winners.get(d) ?? 0) + n);
  const sales = coupons.reduce((sum, c) => sum + c.game_data.length * 85, 0);
  const outcome = computeDividends({ structure, sales, jackpot, winners });
  const each = new Map(outcome.divisions.map((d) => [d.division, d.each]));
  const prizes = judged.map((boards) => ticketPrize(boards, each).prize);
  return { prizes, pool: Math.floor((sales * structure.poolPercent) / 100), winners, each };
}

describe("settlement (property)", () => {
  it("pays at most the prize pool plus the jackpot, and each winning game its division's dividend", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 1e9 }),
        (seed, ticketCount, jackpot) => {
          const rng = seededRng(seed);
          const coupons: Coupon[] = Array.from({ length: ticketCount }, () => ({
            game_id: 5127,
            advance_draw: 0,
            multi_draw: 1,
            system: 6,
            powerpik: false,
            game_data: Array.from({ length: 4 }, (_, b) => ({
              group_name: String(b),
              numbers: quickPickBoard(5127, rng).numbers,
              powerball: null,
              quickpick: 1 as const,
              stake: 0 as const,
              type: 1 as const,
            })),
          }));
          const drawn = deriveDrawNumbers(5127, 4638, seed.toString(16).padStart(64, "0"));
          const { prizes, pool, winners, each } = settle(coupons, drawn, jackpot);
          const total = prizes.reduce((a, b) => a + b, 0);
          expect(total).toBeLessThanOrEqual(pool + Math.max(jackpot, 500_000_000));
          const expected = [...winners].reduce((sum, [d, n]) => sum + n * (each.get(d) ?? 0), 0);
          expect(total).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
