import type { ResultSummary } from "@/components/results/result-summary";

/** Powerball draw 1649 as the results cards show it: seven numbers, the Powerball and two divisions. */
export const POWERBALL_RESULT: ResultSummary = {
  id: "5132-1649",
  gameTitle: "Powerball",
  colour: "#2e3192",
  gameKind: "lotto",
  drawNumber: 1649,
  drawDate: "Thu 19 Nov",
  winning: [1, 5, 9, 13, 22, 30, 35],
  supplementary: [],
  powerball: 7,
  divisions: [
    { division: 1, each: 3000000000, winners: 1 },
    { division: 2, each: 1000000, winners: 4 },
  ],
};
