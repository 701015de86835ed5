import type { CartTicket } from "@lotto/core";

/** Story and test tickets: a Saturday Lotto System 8 over 3 weeks and a Cash 3 'both' at $1. */
export const SATURDAY_SYSTEM8: CartTicket = {
  id: "t-1",
  draw_num: 4521,
  draw_numbers: [4521, 4523, 4525],
  added_draw_number: 4521,
  cost: 7140,
  play_type: "system",
  coupon: {
    game_id: 5127,
    advance_draw: 0,
    multi_draw: 3,
    system: 8,
    powerpik: false,
    game_data: [
      {
        group_name: "A",
        numbers: [3, 9, 12, 17, 22, 29, 33, 41],
        powerball: null,
        quickpick: 0,
        stake: 0,
        type: 1,
      },
    ],
  },
};

export const CASH3_BOTH: CartTicket = {
  id: "t-2",
  draw_num: 9001,
  draw_numbers: [9001],
  added_draw_number: 9001,
  cost: 200,
  play_type: "standard",
  coupon: {
    game_id: 2116,
    advance_draw: 0,
    multi_draw: 1,
    system: 0,
    powerpik: false,
    game_data: [{ group_name: "A", numbers: [1, 2, 3], powerball: null, quickpick: 1, stake: 2, type: 4 }],
  },
};

/** A Millionaire Medley one-day (Friday) standard ticket. */
export const MEDLEY_FRIDAY: CartTicket = {
  id: "t-3",
  draw_num: 3301,
  draw_numbers: [3301],
  added_draw_number: 3300,
  cost: 400,
  play_type: "standard",
  day: "Friday",
  coupon: {
    game_id: 5303,
    advance_draw: 0,
    multi_draw: 1,
    system: 6,
    powerpik: false,
    game_data: [
      { group_name: "A", numbers: [2, 8, 15, 23, 31, 44], powerball: null, quickpick: 1, stake: 0, type: 1 },
      { group_name: "B", numbers: [1, 5, 19, 27, 36, 40], powerball: null, quickpick: 1, stake: 0, type: 1 },
    ],
  },
};
