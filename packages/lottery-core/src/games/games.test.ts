import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lottoDivision } from "../divisions/lotto-division";
import { binomial } from "./binomial";
import { GAMES } from "./catalogue";
import { gameById, gameBySlug, gameColour, isGameId } from "./lookup";

describe("game catalogue (R-GAMES)", () => {
  it("holds the seven games with the spec's ids, names and /games slugs", () => {
    expect(GAMES.map((g) => [g.id, g.name, `/games/${g.slug}`])).toEqual([
      [5127, "Saturday Lotto", "/games/saturday-lotto"],
      [5130, "OZ Lotto", "/games/oz-lotto"],
      [5132, "Powerball", "/games/powerball"],
      [5303, "Millionaire Medley", "/games/millionaire-medley"],
      [2115, "Super66", "/games/super-66"],
      [2116, "Cash 3", "/games/cash-3"],
      [5237, "Set for Life", "/games/set-for-life"],
    ]);
  });

  it("has the spec's matrices: numbers chosen, range, supplementaries, Powerball barrel", () => {
    const matrix = (id: 5127 | 5130 | 5132 | 5303 | 5237 | 2115 | 2116) => {
      const g = gameById(id);
      return [g.pick, g.numberMin, g.numberMax, g.supplementaries, g.powerballMax];
    };
    expect(matrix(5127)).toEqual([6, 1, 45, 2, null]);
    expect(matrix(5130)).toEqual([7, 1, 47, 3, null]);
    expect(matrix(5132)).toEqual([7, 1, 35, 0, 20]);
    expect(matrix(5303)).toEqual([6, 1, 45, 2, null]);
    expect(matrix(5237)).toEqual([7, 1, 44, 2, null]);
    expect(matrix(2115)).toEqual([6, 0, 9, 0, null]);
    expect(matrix(2116)).toEqual([3, 0, 9, 0, null]);
  });

  it("has the spec's division counts (6, 7, 9, 6, 8; Cash 3 three; Super66 five)", () => {
    const counts = Object.fromEntries(GAMES.map((g) => [g.id, g.divisions.length]));
    expect(counts).toEqual({ 5127: 6, 5130: 7, 5132: 9, 5303: 6, 2115: 5, 2116: 3, 5237: 8 });
    expect(gameById(2116).divisions.map((d) => d.combination)).toEqual([
      "exact order",
      "any order 3-way",
      "any order 6-way",
    ]);
    for (const game of GAMES)
      expect(game.divisions.map((d) => d.division)).toEqual(game.divisions.map((_, i) => i + 1));
  });

  it("draws on the spec's days and times in Perth", () => {
    const when = (id: 5127 | 5130 | 5132 | 5303 | 5237 | 2115 | 2116) => {
      const g = gameById(id);
      return [g.drawWeekdays.join(","), g.closeTime];
    };
    expect(when(5130)).toEqual(["2", "18:00"]);
    expect(when(5132)).toEqual(["4", "18:00"]);
    expect(when(5127)).toEqual(["6", "18:00"]);
    expect(when(5303)).toEqual(["1,3,5", "18:00"]);
    expect(when(2115)).toEqual(["6", "18:00"]);
    expect(when(2116)).toEqual(["1,2,3,4,5,6,7", "17:00"]);
    expect(when(5237)).toEqual(["1,2,3,4,5,6,7", "19:00"]);
    for (const game of GAMES) expect(game.drawTime > game.closeTime).toBe(true);
  });

  it("has the spec's limits: Super66 10 weeks / 9 advance, Cash 3 4 weeks / 6 days, Set for Life 7 draws", () => {
    expect([gameById(2115).multiWeekMax, gameById(2115).advanceMax]).toEqual([10, 9]);
    expect([gameById(2116).multiWeekMax, gameById(2116).advanceMax]).toEqual([4, 6]);
    expect(gameById(5237).drawsPerEntry).toBe(7);
    expect(gameById(5127).drawNumberStep).toBe(2);
    expect(gameById(2115).drawNumberStep).toBe(2);
    expect(gameById(5130).multiWeekMax).toBe(10);
  });

  it("starts each game's systems at Standard and allows powerpik only on Powerball 7 and 8 (R-VALIDATION)", () => {
    expect(gameById(5132).systems[0]).toBe(7);
    expect(gameById(5130).systems[0]).toBe(7);
    expect(gameById(5127).systems[0]).toBe(6);
    expect(gameById(5303).systems[0]).toBe(6);
    expect(gameById(5132).powerpikSystems).toEqual([7, 8]);
    expect(GAMES.filter((g) => g.powerpikSystems.length > 0).map((g) => g.id)).toEqual([5132]);
  });
});

describe("lotto division rules", () => {
  it("never judge a digit game as lotto", () => {
    expect(lottoDivision(gameById(2115), 6, 0, true)).toBeNull();
    expect(lottoDivision(gameById(5127), 6, 0, false)).toBe(1);
  });
});

describe("game lookup", () => {
  it("finds games by id and slug and rejects unknown ones", () => {
    expect(gameBySlug("cash-3")?.id).toBe(2116);
    expect(gameBySlug("lotto")).toBeUndefined();
    expect(() => gameById(1234 as never)).toThrow("Unknown game id 1234");
    expect(isGameId(5237)).toBe(true);
    expect(isGameId(5128)).toBe(false);
    expect(isGameId("5127")).toBe(false);
  });

  it("gives 5128 and 5129 Saturday Lotto's colour (R-GAMES) and every game its own", () => {
    expect(gameColour(5128)).toBe(gameColour(5127));
    expect(gameColour(5129)).toBe(gameColour(5127));
    expect(new Set(GAMES.map((g) => gameColour(g.id))).size).toBe(7);
    expect(gameColour(1)).toBeUndefined();
  });
});

describe("binomial", () => {
  it("matches R-GAMESHEET's system sizes", () => {
    expect(binomial(20, 6)).toBe(38760);
    expect(binomial(14, 7)).toBe(3432);
    expect(binomial(20, 7)).toBe(77520);
    expect(binomial(7, 7)).toBe(1);
    expect(binomial(5, 6)).toBe(0);
    expect(binomial(5, -1)).toBe(0);
  });

  it("satisfies Pascal's rule", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 45 }), fc.integer({ min: 1, max: 45 }), (n, k) => {
        expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
      }),
    );
  });
});
