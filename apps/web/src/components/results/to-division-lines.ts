import type { GameResult } from "@lotto/api";
import { dividendText, gameById } from "@lotto/core";
import type { DivisionLine } from "./result-summary";

/** A wire result's divisions in order, each with its winning combination and its prize in words. */
export function toDivisionLines(
  result: Pick<GameResult, "game" | "divisions" | "division_matrix">,
): DivisionLine[] {
  const game = gameById(result.game);
  return Object.entries(result.divisions)
    .map(([division, d]) => {
      const line = { division: Number(division), each: d.each, winners: d.winners };
      return {
        ...line,
        combination: result.division_matrix[division] ?? "",
        prize: dividendText(game, line),
      };
    })
    .sort((a, b) => a.division - b.division);
}
