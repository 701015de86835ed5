import type { Result } from "@lotto/api";
import { shortDrawDate } from "@/components/results/to-result-summary";
import type { ResultView } from "../components/draw-row";

/** Maps a wire result to the card's view: divisions in order with their combination (R-ENTITIES Result). */
export function toResultView(result: Result): ResultView {
  return {
    drawNumber: result.draw_num,
    drawDate: shortDrawDate.format(new Date(result.draw_date)),
    winning: result.winning_numbers,
    supplementary: result.supplementary_numbers,
    powerball: result.powerball,
    commitment: result.commitment,
    seed: result.seed,
    divisions: Object.entries(result.divisions)
      .map(([division, d]) => ({
        division: Number(division),
        combination: result.division_matrix[division] ?? "",
        each: d.each,
        winners: d.winners,
      }))
      .sort((a, b) => a.division - b.division),
  };
}
