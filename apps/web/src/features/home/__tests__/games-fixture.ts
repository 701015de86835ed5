import type { GamesList } from "@lotto/api";
import { listedGame, powerballQuickPick } from "@/testing/game-list-fixtures";

/** Three games: Powerball with a jackpot and a settled result, OZ Lotto without text, Set for Life. */
export const GAMES: GamesList = {
  "5132": listedGame("Powerball", 1650, {
    jackpotText: "$30 Million",
    order: 1,
    resultsOrder: 2,
    quickPicks: [
      powerballQuickPick("12 Games", 1585, 12),
      powerballQuickPick("18 Games", 2375, 18),
      powerballQuickPick("Powerpik", 2640, 1, true),
    ],
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
  }),
  "5130": listedGame("OZ Lotto", 1600, {
    order: 2,
    resultsOrder: 1,
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
  }),
  "5237": listedGame("Set for Life", 3000, { jackpotText: "$20,000 a month", order: 3 }),
};
