import type { GamesList } from "@lotto/api";

const draw = (draw_number: number, jackpot_text: string) => ({
  draw_number,
  sales_close: "2026-11-28T10:00:00Z",
  jackpot: 0,
  jackpot_text,
  commitment: "abc",
});

/** Three games: Powerball with a jackpot and a settled result, OZ Lotto without text, Set for Life. */
export const GAMES: GamesList = {
  "5132": {
    title: "Powerball",
    upcoming_draw: draw(1650, "$30 Million"),
    slikpik_homepage_options: [
      {
        label: "12 Games",
        price: 1585,
        system: 7,
        boards: 12,
        stake: 0,
        type: 1,
        multidraw: 1,
        powerpik: false,
      },
      {
        label: "18 Games",
        price: 2375,
        system: 7,
        boards: 18,
        stake: 0,
        type: 1,
        multidraw: 1,
        powerpik: false,
      },
      {
        label: "Powerpik",
        price: 2640,
        system: 7,
        boards: 1,
        stake: 0,
        type: 1,
        multidraw: 1,
        powerpik: true,
      },
    ],
    upcoming_order: 1,
    results_order: 2,
    results: [
      {
        game: 5132,
        draw_num: 1649,
        draw_date: "2026-11-19T10:30:00Z",
        winning_numbers: [1, 5, 9, 13, 22, 30, 35],
        supplementary_numbers: [],
        powerball: 7,
        divisions: {
          "1": { each: 3000000000, winners: 1, wa: 0 },
          "2": { each: 1000000, winners: 4, wa: 1 },
        },
        division_matrix: { "1": "7 winning numbers + Powerball" },
      },
    ],
  },
  "5130": {
    title: "OZ Lotto",
    upcoming_draw: draw(1600, ""),
    slikpik_homepage_options: [],
    upcoming_order: 2,
    results_order: 1,
    results: [
      {
        game: 5130,
        draw_num: 1599,
        draw_date: "2026-11-17T10:30:00Z",
        winning_numbers: [1, 2, 3, 4, 5, 6, 7],
        supplementary_numbers: [8, 9, 10],
        powerball: null,
        divisions: {},
        division_matrix: {},
      },
    ],
  },
  "5237": {
    title: "Set for Life",
    upcoming_draw: draw(3000, "$20,000 a month"),
    slikpik_homepage_options: [],
    upcoming_order: 3,
    results_order: 3,
    results: [],
  },
};
