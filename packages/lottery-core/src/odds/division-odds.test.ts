import { describe, expect, it } from "vitest";
import { GAMES } from "../games/catalogue";
import { gameById } from "../games/lookup";
import { divisionChances } from "./division-odds";
import { entryOdds, oneIn } from "./entry-odds";

describe("divisionChances (R-GAMESHEET odds tables)", () => {
  it("gives R-GAMESHEET's Division 1 odds and a middle division", () => {
    expect(oneIn(divisionChances(gameById(5127))[1]!)).toBe(8_145_060);
    expect(Math.round(oneIn(divisionChances(gameById(5127))[5]!)!)).toBe(298);
    expect(oneIn(divisionChances(gameById(2115))[1]!)).toBe(1_000_000);
  });

  it("gives Cash 3 no fixed odds and every other game a chance for each of its divisions", () => {
    expect(Object.values(divisionChances(gameById(2116))).every((p) => p === 0)).toBe(true);
    for (const game of GAMES.filter((g) => g.id !== 2116)) {
      const chances = divisionChances(game);
      expect(Object.keys(chances).map(Number)).toEqual(game.divisions.map((d) => d.division));
      expect(Object.values(chances).every((p) => p > 0 && p < 1)).toBe(true);
    }
  });

  it("adds up to a standard game's chance of any prize (divisions exclude each other)", () => {
    for (const game of GAMES.filter((g) => g.kind === "lotto")) {
      const total = Object.values(divisionChances(game)).reduce((a, b) => a + b, 0);
      const coupon = {
        game_id: game.id,
        advance_draw: 0,
        multi_draw: 1,
        system: game.pick,
        powerpik: false,
        game_data: [],
      };
      const group = {
        group_name: "A",
        numbers: [],
        powerball: null,
        quickpick: 0 as const,
        stake: 0 as const,
        type: 1 as const,
      };
      expect(total).toBeCloseTo(entryOdds({ ...coupon, game_data: [group] }, {}).anyPrize, 12);
    }
  });
});
