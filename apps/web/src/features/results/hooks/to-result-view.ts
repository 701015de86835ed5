import type { Result } from "@lotto/api";
import { toDivisionLines } from "@/components/results/to-division-lines";
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
    divisions: toDivisionLines(result),
  };
}
