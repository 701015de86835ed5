import { bench, describe } from "vitest";
import { gameById, gameIdBySlug } from "../games/lookup";
import type { Coupon, DrawNumbers } from "../model/entities";
import { evaluateEntry } from "./evaluate-entry";
import { expandSystemWins } from "./expand-system";

const SATURDAY_LOTTO = gameIdBySlug("saturday-lotto");
const draw: DrawNumbers = { winning: [3, 8, 15, 22, 31, 40], supplementary: [5, 44], powerball: null };
const numbers = [1, 3, 5, 8, 10, 12, 15, 17, 19, 22, 24, 26, 28, 31, 33, 35, 37, 40, 42, 44];
const system20: Coupon = {
  game_id: SATURDAY_LOTTO,
  advance_draw: 0,
  multi_draw: 1,
  system: 20,
  powerpik: false,
  game_data: [{ group_name: "A", numbers, powerball: null, quickpick: 0, stake: 0, type: 1 }],
};

describe("divisions: Saturday Lotto System 20 (38,760 games)", () => {
  bench("baseline: brute-force expansion of the 38,760 games", () => {
    expandSystemWins(gameById(SATURDAY_LOTTO), numbers, draw, true);
  });
  bench("evaluateEntry (combinatorial formula)", () => {
    evaluateEntry(system20, draw);
  });
});
