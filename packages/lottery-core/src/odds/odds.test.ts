import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binomial } from "../games/binomial";
import { GAMES } from "../games/catalogue";
import { gameById } from "../games/lookup";
import { group } from "../model/coupon.test-support";
import type { Coupon, GameId } from "../model/entities";
import { arbLottoGame } from "../testing";
import { cash3Outcomes, lottoBoardOutcomes, super66Outcomes } from "./board-outcomes";
import { entryOdds, oneIn } from "./entry-odds";

const coupon = (game_id: GameId, system: number, boards = 1, extra: Partial<Coupon> = {}): Coupon => ({
  game_id,
  advance_draw: 0,
  multi_draw: 1,
  system,
  powerpik: false,
  game_data: Array.from({ length: boards }, () => group(Array.from({ length: system }, (_, i) => i + 1))),
  ...extra,
});
const divisionOneIn = (gameId: GameId, division: number) =>
  oneIn(
    lottoBoardOutcomes(gameById(gameId), gameById(gameId).pick, false)
      .filter((o) => Object.keys(o.wins).map(Number).includes(division))
      .reduce((sum, o) => sum + o.probability, 0),
  );

describe("odds (R-ODDS; R-GAMESHEET odds tables)", () => {
  it("gives R-GAMESHEET's odds of Division 1 and of any prize for one standard game", () => {
    const odds = (id: GameId) => entryOdds(coupon(id, gameById(id).pick), {});
    expect(oneIn(odds(5127).division1)).toBe(8145060);
    expect(Math.round(oneIn(odds(5127).anyPrize)!)).toBe(42);
    expect(oneIn(odds(5130).division1)).toBe(62891499);
    expect(oneIn(odds(5130).anyPrize)).toBe(50.3);
    expect(oneIn(odds(5132).division1)).toBe(134490400);
    // Exactly 1 in 43.98; Lotterywest prints 43.9 (truncated).
    expect(oneIn(odds(5132).anyPrize)).toBe(44);
    expect(oneIn(odds(5237).division1)).toBe(38320568);
    expect(Math.round(oneIn(odds(5237).anyPrize)!)).toBe(50);
    expect(oneIn(odds(5303).anyPrize)).toBe(85.4);
    expect(oneIn(odds(2115).division1)).toBe(1000000);
    expect(oneIn(odds(2115).anyPrize)).toBe(50.3);
  });

  it("gives R-GAMESHEET's odds of the middle divisions", () => {
    expect(Math.round(divisionOneIn(5127, 3)!)).toBe(36690);
    expect(Math.round(divisionOneIn(5127, 5)!)).toBe(298);
    expect(Math.round(divisionOneIn(5132, 7)!)).toBe(892);
    expect(Math.round(divisionOneIn(5237, 8)!)).toBe(80);
    expect(Math.round(divisionOneIn(5130, 7)!)).toBe(71);
  });

  it("gives Cash 3 odds by play type and digits: exact 1,000, any 166.7 / 333.3", () => {
    const c3 = (numbers: number[], type: 1 | 2 | 4) =>
      entryOdds(
        { ...coupon(2116, 3), game_data: [group(numbers, { stake: 1, type })] },
        { 1: 25000, 2: 8000, 3: 4000 },
      );
    expect(oneIn(c3([1, 2, 3], 1).anyPrize)).toBe(1000);
    expect(oneIn(c3([1, 2, 3], 2).anyPrize)).toBe(166.7);
    expect(oneIn(c3([1, 1, 2], 2).anyPrize)).toBe(333.3);
    expect(c3([1, 1, 1], 2).anyPrize).toBe(0);
    expect(oneIn(0)).toBeNull();
    // Both at 50c: $250 × 1/1000 + $40 × 6/1000 = 49c.
    expect(c3([1, 2, 3], 4).expectedReturn).toBe(49);
    expect(c3([1, 2, 3], 4).division1).toBeCloseTo(0.001, 12);
    const dollar = entryOdds(
      { ...coupon(2116, 3), game_data: [group([1, 2, 3], { stake: 2, type: 1 })] },
      { 1: 25000 },
    );
    expect(dollar.expectedReturn).toBe(50);
  });

  it("combines draws exactly and boards as independent", () => {
    const one = entryOdds(coupon(5127, 6), {}).anyPrize;
    expect(entryOdds(coupon(5127, 6, 1, { multi_draw: 3 }), {}).anyPrize).toBeCloseTo(1 - (1 - one) ** 3, 12);
    expect(entryOdds(coupon(5127, 6, 4), {}).anyPrize).toBeCloseTo(1 - (1 - one) ** 4, 12);
  });

  it("powerpik holds the Powerball: Powerpik 7 wins Division 1 1 in C(35,7)", () => {
    expect(oneIn(entryOdds(coupon(5132, 7, 1, { powerpik: true }), {}).division1)).toBe(binomial(35, 7));
  });

  it("a board holding every ball wins Division 1 for certain", () => {
    for (const game of GAMES.filter((g) => g.kind === "lotto" && g.powerballMax === null)) {
      const first = lottoBoardOutcomes(game, game.numberMax, false).filter((o) => o.wins[1] === 1);
      expect(first.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    }
  });

  it("property: outcome probabilities sum to 1", () => {
    fc.assert(
      fc.property(arbLottoGame(), fc.integer({ min: 0, max: 13 }), fc.boolean(), (game, extra, pp) => {
        const total = lottoBoardOutcomes(game, game.pick + extra, pp).reduce((s, o) => s + o.probability, 0);
        expect(total).toBeCloseTo(1, 9);
      }),
    );
    expect(super66Outcomes().reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(cash3Outcomes([1, 2, 2], 4).reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it("property: a System N board's expected return is C(N,k) standard games' (linearity)", () => {
    fc.assert(
      fc.property(
        arbLottoGame(),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 9, maxLength: 9 }),
        (game, extra, prizes) => {
          const dividends = Object.fromEntries(prizes.map((p, i) => [i + 1, p]));
          const standard = entryOdds(coupon(game.id, game.pick), dividends).expectedReturn;
          const system = entryOdds(coupon(game.id, game.pick + extra), dividends).expectedReturn;
          const games = binomial(game.pick + extra, game.pick);
          expect(Math.abs(system - games * standard)).toBeLessThanOrEqual(games);
        },
      ),
    );
  });
});
