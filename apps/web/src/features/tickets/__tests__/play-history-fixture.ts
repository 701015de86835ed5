import type { Coupon } from "@lotto/core";

/** A two-week Saturday Lotto System 6 coupon, as the play history returns it. */
export const coupon: Coupon = {
  game_id: 5127,
  advance_draw: 0,
  multi_draw: 2,
  system: 6,
  powerpik: false,
  game_data: [
    { group_name: "A", numbers: [3, 9, 17, 22, 29, 41], powerball: null, quickpick: 0, stake: 0, type: 1 },
  ],
};

/** A play-history entry of {@link coupon} in `status` with `prize` cents. */
export const entry = (cpnId: string, status: number, prize: number) => ({
  cpnId,
  game_id: 5127,
  status,
  cost: 680,
  prize,
  purchase_date: "2026-11-20T02:00:00Z",
  first_draw_num: 4521,
  end_draw_num: 4523,
  coupon,
});

/** The entry's first draw: drawn, board A matched four numbers for Division 5 ($12.50). */
export const wonDraw = {
  draw_number: 4521,
  draw_date: "2026-11-21T10:30:00Z",
  status: 5,
  winning_numbers: [3, 9, 17, 30, 31, 44],
  supplementary_numbers: [22, 5],
  powerball: null,
  prize: 1250,
  boards: [
    {
      group_name: "A",
      numbers: [3, 9, 17, 22, 29, 41],
      powerball: null,
      matched: [3, 9, 17, 22],
      division: 5,
      prize: 1250,
    },
  ],
};

/** A one-week Powerball entry's draw: board A holds 3 winning numbers and the Powerball (Division 8). */
export const powerballDraw = {
  draw_number: 1594,
  draw_date: "2026-12-03T10:30:00Z",
  status: 7,
  winning_numbers: [2, 8, 14, 21, 27, 30, 33],
  supplementary_numbers: [],
  powerball: 11,
  prize: 1530,
  boards: [
    {
      group_name: "A",
      numbers: [2, 8, 14, 16, 19, 24, 35],
      powerball: 11,
      matched: [2, 8, 14],
      division: 8,
      prize: 1530,
    },
    {
      group_name: "B",
      numbers: [1, 3, 5, 7, 9, 11, 13],
      powerball: 4,
      matched: [],
      division: null,
      prize: 0,
    },
  ],
};

/** The Powerball coupon of {@link powerballDraw}. */
export const powerballCoupon: Coupon = {
  game_id: 5132,
  advance_draw: 0,
  multi_draw: 1,
  system: 7,
  powerpik: false,
  game_data: powerballDraw.boards.map((b) => ({
    group_name: b.group_name,
    numbers: b.numbers,
    powerball: b.powerball,
    quickpick: 0,
    stake: 0,
    type: 1,
  })),
};
