import { type Cents, type GameId, gameById } from "@lotto/core";
import type { DivisionLine, ResultSummary } from "@/components/results/result-summary";
import { toDivisionLines } from "@/components/results/to-division-lines";

/** A game's division lines as the app maps them from the wire: `[division, each, winners]` each. */
export function divisionLinesOf(game: GameId, lines: readonly [number, Cents, number][]): DivisionLine[] {
  return toDivisionLines({
    game,
    divisions: Object.fromEntries(
      lines.map(([d, each, winners]) => [String(d), { each, winners, wa: winners }]),
    ),
    division_matrix: Object.fromEntries(
      gameById(game).divisions.map((d) => [String(d.division), d.combination]),
    ),
  });
}

/** Powerball draw 1649 as the results cards show it: seven numbers, the Powerball and its divisions. */
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
  divisions: divisionLinesOf(5132, [
    [1, 3000000000, 1],
    [2, 1000000, 4],
  ]),
};
