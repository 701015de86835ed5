import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAMES } from "../games/catalogue";
import { gameById } from "../games/lookup";
import type { GameId } from "../model/entities";
import { computeDividends, nextJackpot } from "./dividends";

const prizeStructure = (id: GameId) => gameById(id).prizes;

const each = (outcome: ReturnType<typeof computeDividends>, division: number) =>
  outcome.divisions.find((d) => d.division === division)?.each;

describe("computeDividends", () => {
  it("splits Saturday Lotto's pool by the R-GAMESHEET shares and rounds lower divisions down to 5c", () => {
    // $10,000 sales → $6,000 pool; Div 6 gets 70% × 42% = 29.4% = $1,764 shared by 7 → $252.00 each.
    const outcome = computeDividends({
      structure: prizeStructure(5127),
      sales: 1_000_000,
      jackpot: 500_000_000,
      winners: new Map([
        [6, 7],
        [4, 3],
      ]),
    });
    expect(each(outcome, 6)).toBe(25_200);
    // Div 4: 70% × 19.5% of $6,000 = $819 / 3 = $273.00.
    expect(each(outcome, 4)).toBe(27_300);
    // Division 1 unwon: the advertised $5m plus its 30% share of sales ($1,800) rolls over.
    expect(outcome.rollover).toBe(500_000_000 + 180_000);
    expect(nextJackpot(prizeStructure(5127), outcome.rollover)).toBe(600_180_000);
  });

  it("pays Millionaire Medley's $1m Division 1 to up to 6 winners, then shares $6m", () => {
    const six = computeDividends({
      structure: prizeStructure(5303),
      sales: 0,
      jackpot: 0,
      winners: new Map([[1, 6]]),
    });
    expect(each(six, 1)).toBe(100_000_000);
    const eight = computeDividends({
      structure: prizeStructure(5303),
      sales: 0,
      jackpot: 0,
      winners: new Map([[1, 8]]),
    });
    expect(each(eight, 1)).toBe(75_000_000);
    expect(six.rollover).toBeNull();
  });

  it("pays Cash 3's fixed prizes whatever the number of winners", () => {
    const outcome = computeDividends({
      structure: prizeStructure(2116),
      sales: 100,
      jackpot: 0,
      winners: new Map([
        [1, 1000],
        [2, 3],
        [3, 0],
      ]),
    });
    expect([each(outcome, 1), each(outcome, 2), each(outcome, 3)]).toEqual([25_000, 8_000, 4_000]);
  });

  it("pays Set for Life Division 1 $4.8m ($20k a month for 20 years) to up to 4 winners", () => {
    const outcome = computeDividends({
      structure: prizeStructure(5237),
      sales: 0,
      jackpot: 0,
      winners: new Map([[1, 1]]),
    });
    expect(each(outcome, 1)).toBe(20_000_00 * 12 * 20);
  });

  it("resets the jackpot to its base when Division 1 is won", () => {
    const outcome = computeDividends({
      structure: prizeStructure(5130),
      sales: 0,
      jackpot: 900_000_000,
      winners: new Map([[1, 2]]),
    });
    expect(each(outcome, 1)).toBe(450_000_000);
    expect(nextJackpot(prizeStructure(5130), outcome.rollover)).toBe(300_000_000);
  });

  it("gives each game's pari-mutuel shares a total of 100%", () => {
    for (const { prizes: structure } of GAMES) {
      const total = Object.values(structure.shares).reduce((sum, ppm) => sum + ppm, 0);
      if (total > 0) expect(total).toBe(1_000_000);
    }
  });

  it("never pays more than the pool plus the fixed prizes, and never a lower division more than a higher one (property)", () => {
    const gameIds = GAMES.map((game) => game.id);
    fc.assert(
      fc.property(
        fc.constantFrom(...gameIds),
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 9, maxLength: 9 }),
        (gameId, sales, jackpot, counts) => {
          const structure = prizeStructure(gameId);
          const winners = new Map(counts.map((count, i) => [i + 1, count]));
          const outcome = computeDividends({ structure, sales, jackpot, winners });
          const prizePool = Math.floor((sales * structure.poolPercent) / 100);
          // Beyond the pool, only a won Division 1 may draw on the jackpot: its top-up of the share.
          const share1 = Math.floor((prizePool * (structure.shares[1] ?? 0)) / 1_000_000);
          const div1Guarantee =
            structure.jackpot && counts[0]! > 0
              ? Math.max(share1 + jackpot, structure.jackpot.base) - share1
              : 0;
          // A fixed division combined with an inverted pool below it may pay more than its fixed
          // prize (share-inversions.ts), so the bound is on the draw's whole payout.
          let fixedCaps = 0;
          let paid = 0;
          for (const d of outcome.divisions) {
            expect(d.each).toBeGreaterThanOrEqual(0);
            expect(d.each * d.winners).toBeLessThanOrEqual(d.pool);
            paid += d.each * d.winners;
            const cap = structure.fixed[d.division];
            if (cap) fixedCaps += cap.each * Math.min(d.winners, cap.capWinners);
          }
          expect(paid).toBeLessThanOrEqual(prizePool + div1Guarantee + fixedCaps);
          const won = outcome.divisions.filter((d) => d.winners > 0);
          for (let i = 1; i < won.length; i++) expect(won[i]!.each).toBeLessThanOrEqual(won[i - 1]!.each);
        },
      ),
    );
  });
});
