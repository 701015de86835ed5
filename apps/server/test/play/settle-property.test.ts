import {
  type Coupon,
  computeDividends,
  type DrawNumbers,
  deriveDrawNumbers,
  evaluateEntry,
  type GameId,
  gameById,
  quickPickBoard,
  randomInt,
  resultPrize,
  seededRng,
} from "@lotto/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// The settlement pipeline without the database, as settle-draw.ts runs it on lottery-core: judge every
// ticket, count winners, compute dividends, price each ticket. R-DRAW-ENGINE: the prizes paid never exceed the prize pool plus fixed prizes. The bound
// is computed here exactly, from R-GAMESHEET's figures written out below (not from
// the catalogue's prize tables): this draw's 60% pool, plus — only when Division 1 is won — the jackpot's top-up of
// Division 1's share to the advertised jackpot, plus the fixed prizes owed (Medley: $1m × up to 6).

interface Kind {
  gameId: GameId;
  system: number;
  powerpik: boolean;
  /** Price of one board in cents (games per board × unit price). */
  boardCost: number;
}
const KINDS: Kind[] = [
  { gameId: 5127, system: 6, powerpik: false, boardCost: 85 },
  { gameId: 5127, system: 8, powerpik: false, boardCost: 28 * 85 },
  { gameId: 5132, system: 7, powerpik: false, boardCost: 135 },
  { gameId: 5132, system: 7, powerpik: true, boardCost: 20 * 135 },
  { gameId: 5132, system: 8, powerpik: false, boardCost: 8 * 135 },
  { gameId: 5303, system: 6, powerpik: false, boardCost: 50 },
];

/** Division 1 by game (R-GAMESHEET): pari-mutuel share (ppm) with a guaranteed jackpot, or a fixed prize. */
const DIVISION_1: Record<number, { share: number; base: number } | { each: number; cap: number }> = {
  5127: { share: 300_000, base: 500_000_000 },
  5132: { share: 335_000, base: 500_000_000 },
  5303: { each: 100_000_000, cap: 6 },
};

function coupons(kinds: Kind[], drawn: DrawNumbers, seed: number, count: number): Coupon[] {
  const rng = seededRng(seed);
  const pool = [...drawn.winning, ...drawn.supplementary];
  return Array.from({ length: count }, (_, t) => {
    const kind = kinds[t % kinds.length]!;
    return {
      game_id: kind.gameId,
      advance_draw: 0,
      multi_draw: 1,
      system: kind.system,
      powerpik: kind.powerpik,
      game_data: Array.from({ length: 1 + randomInt(rng, 4) }, (_, b) => {
        const random = quickPickBoard(kind.gameId, rng, { system: kind.system });
        // Some boards hold several drawn numbers, so every division (Division 1 too) gets winners.
        const hits = randomInt(rng, 8);
        const chosen = new Set(pool.slice(0, Math.min(hits, random.numbers.length)));
        for (const n of random.numbers) if (chosen.size < random.numbers.length) chosen.add(n);
        return {
          group_name: String(b),
          numbers: [...chosen].sort((x, y) => x - y),
          powerball: kind.powerpik ? 0 : random.powerball,
          quickpick: 1 as const,
          stake: 0 as const,
          type: 1 as const,
        };
      }),
    };
  });
}

function settle(gameId: GameId, tickets: Coupon[], costs: number[], drawn: DrawNumbers, jackpot: number) {
  const judged = tickets.map((coupon) => evaluateEntry(coupon, drawn));
  const winners = new Map<number, number>();
  for (const result of judged)
    for (const line of result.lines)
      for (const [d, n] of Object.entries(line.wins))
        winners.set(Number(d), (winners.get(Number(d)) ?? 0) + n);
  const sales = costs.reduce((a, b) => a + b, 0);
  const outcome = computeDividends({ structure: gameById(gameId).prizes, sales, jackpot, winners });
  const each = new Map(outcome.divisions.map((d) => [d.division, d.each]));
  const table = Object.fromEntries(each);
  const prizes = judged.map((result, t) => resultPrize(tickets[t]!, result, table).prize);
  return { prizes, sales, winners, each };
}

/** The most a draw may pay (R-DRAW-ENGINE), from R-GAMESHEET's figures. */
function bound(gameId: GameId, sales: number, jackpot: number, division1Winners: number): number {
  const prizePool = Math.floor((sales * 60) / 100);
  const rule = DIVISION_1[gameId]!;
  if ("each" in rule) return prizePool + rule.each * Math.min(division1Winners, rule.cap);
  if (division1Winners === 0) return prizePool;
  const share = Math.floor((prizePool * rule.share) / 1_000_000);
  return prizePool + Math.max(share + jackpot, rule.base) - share;
}

describe("settlement (property)", () => {
  it("pays at most the prize pool plus fixed prizes, and each winning game its division's dividend", () => {
    let division1Draws = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<GameId>(5127, 5132, 5303),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 1e9 }),
        (gameId, seed, ticketCount, jackpot) => {
          const kinds = KINDS.filter((k) => k.gameId === gameId);
          const drawn = deriveDrawNumbers(gameId, 4638, seed.toString(16).padStart(64, "0"));
          const tickets = coupons(kinds, drawn, seed, ticketCount);
          const costs = tickets.map((c, t) => kinds[t % kinds.length]!.boardCost * c.game_data.length);
          const { prizes, sales, winners, each } = settle(gameId, tickets, costs, drawn, jackpot);
          const total = prizes.reduce((a, b) => a + b, 0);
          const division1 = winners.get(1) ?? 0;
          if (division1 > 0) division1Draws++;
          expect(total).toBeLessThanOrEqual(bound(gameId, sales, jackpot, division1));
          const expected = [...winners].reduce((sum, [d, n]) => sum + n * (each.get(d) ?? 0), 0);
          expect(total).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
    // The bound's Division 1 branch was exercised, not only the pool-only case.
    expect(division1Draws).toBeGreaterThan(0);
  });
});
