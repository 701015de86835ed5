// Price a Saturday Lotto entry: 4 standard boards for one draw, against a purchase config built from a unit price.
import {
  buildPricingInformation,
  type Coupon,
  couponPrice,
  type GameDataGroup,
  gameBySlug,
  type PurchaseConfig,
} from "@lotto/core";

const game = gameBySlug("saturday-lotto")!;
const config: PurchaseConfig = {
  game_variables: { game_id: game.id, next_draw_number: 4510, win_ball_max: 45, powerball_max: 0, day: null },
  default_ticket: { system: 6, boards: 4, weeks: 1, advance: 0 },
  pricing_information: buildPricingInformation({
    gameId: game.id,
    unitPrice: 85, // cents for one game in one draw
    drawNumbers: [4510, 4512, 4514, 4516],
  }),
};

const board = (group_name: string, numbers: number[]): GameDataGroup => ({
  group_name,
  numbers,
  powerball: null,
  quickpick: 0,
  stake: 0,
  type: 1,
});
const coupon: Coupon = {
  game_id: game.id,
  system: 6,
  powerpik: false,
  advance_draw: 0,
  multi_draw: 1,
  game_data: [
    board("A", [1, 2, 3, 4, 5, 6]),
    board("B", [7, 8, 9, 10, 11, 12]),
    board("C", [13, 14, 15, 16, 17, 18]),
    board("D", [19, 20, 21, 22, 23, 24]),
  ],
};

console.log(couponPrice(config, coupon)); // 340 (cents: 4 boards × 85c)
console.log(couponPrice(config, { ...coupon, multi_draw: 3 })); // 1020: the same boards in 3 draws
console.log(couponPrice(config, { ...coupon, multi_draw: 9 })); // null: this config sells no 9-draw entry
