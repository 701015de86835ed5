import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binomial } from "../games/binomial";
import { gameById } from "../games/lookup";
import type { DrawNumbers } from "../model/entities";
import { lottoBoardWins } from "./lotto-wins";
import { systemGames } from "./system-games";

describe("systemGames (R-ODDS system-entry explorer)", () => {
  it("lists System 8's 28 Saturday Lotto games in order", () => {
    const games = systemGames([8, 1, 2, 3, 4, 5, 6, 7], 6);
    expect(games).toHaveLength(28);
    expect(games[0]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(games[1]).toEqual([1, 2, 3, 4, 5, 7]);
    expect(games.at(-1)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(systemGames([1, 2, 3, 4, 5, 6, 7, 8], 6, 3)).toHaveLength(3);
    expect(systemGames([1, 2], 3)).toEqual([]);
    expect(systemGames([1, 2], 0)).toEqual([]);
  });

  it("property: C(N,k) distinct sorted games whose judged wins add up to the board's", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 11 }),
        fc.shuffledSubarray(
          Array.from({ length: 45 }, (_, i) => i + 1),
          { minLength: 8, maxLength: 8 },
        ),
        (size, drawn) => {
          const game = gameById(5127);
          const numbers = [
            ...drawn.slice(0, 4),
            ...Array.from({ length: 45 }, (_, i) => i + 1).filter((n) => !drawn.includes(n)),
          ].slice(0, size);
          const draw: DrawNumbers = {
            winning: drawn.slice(0, 6),
            supplementary: drawn.slice(6),
            powerball: null,
          };
          const games = systemGames(numbers, 6);
          expect(games).toHaveLength(binomial(size, 6));
          expect(new Set(games.map((g) => g.join())).size).toBe(games.length);
          const total: Record<number, number> = {};
          for (const g of games)
            for (const [d, c] of Object.entries(lottoBoardWins(game, g, draw, true)))
              total[Number(d)] = (total[Number(d)] ?? 0) + c;
          expect(total).toEqual(lottoBoardWins(game, numbers, draw, true));
        },
      ),
      { numRuns: 100 },
    );
  });
});
