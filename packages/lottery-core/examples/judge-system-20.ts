// Judge a System 20 Saturday Lotto entry: one board of 20 numbers plays every 6-number game inside it
// (38,760 games), counted without expanding them.
import { type Coupon, evaluateEntry, gameBySlug } from "@lotto/core";

const game = gameBySlug("saturday-lotto")!;
const coupon: Coupon = {
  game_id: game.id,
  system: 20,
  powerpik: false,
  advance_draw: 0,
  multi_draw: 1,
  game_data: [
    {
      group_name: "A",
      numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      powerball: null,
      quickpick: 0,
      stake: 0,
      type: 1,
    },
  ],
};
const draw = { winning: [1, 2, 3, 4, 30, 31], supplementary: [5, 40], powerball: null };

const result = evaluateEntry(coupon, draw);
console.log(result.best); // 4: the best division won
console.log(result.lines[0]!.wins); // { "4": 120, "5": 420, "6": 1820 }: games won per division
