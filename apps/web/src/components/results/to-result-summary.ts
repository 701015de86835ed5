import type { GameResult } from "@lotto/api";
import { gameById } from "@lotto/core";
import type { ResultSummary } from "./result-summary";
import { toDivisionLines } from "./to-division-lines";

/** Draw dates in Perth, short ("Thu 19 Nov"), for lists of results. */
export const shortDrawDate = new Intl.DateTimeFormat("en-AU", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Australia/Perth",
});

/** A wire result as a summary: the game's title, colour and kind from core, divisions in order in words. */
export function toResultSummary(
  title: string,
  result: GameResult,
  dateFormat: Intl.DateTimeFormat = shortDrawDate,
): ResultSummary {
  const game = gameById(result.game);
  return {
    id: `${game.id}-${result.draw_num}`,
    gameTitle: title,
    colour: game.colour,
    gameKind: game.kind,
    drawNumber: result.draw_num,
    drawDate: dateFormat.format(new Date(result.draw_date)),
    winning: result.winning_numbers,
    supplementary: result.supplementary_numbers,
    powerball: result.powerball,
    divisions: toDivisionLines(result),
  };
}
