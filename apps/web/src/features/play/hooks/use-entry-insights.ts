import type { GameListEntry } from "@lotto/api";
import {
  dividendTable,
  type EntryInsights,
  entryInsights,
  type GameDefinition,
  type LastDraw,
} from "@lotto/core";
import { entryCoupon, isBoardComplete } from "@lotto/core/machines";
import { useGames } from "@/api/use-games";
import { GameEntryContext } from "../game-entry-context";

// A System 20 covers 38,760 games: the explorer lists the first few and counts the rest.
const LISTED_GAMES = 12;

const lastDraw = (result: GameListEntry["results"][number] | undefined): LastDraw | null =>
  result
    ? {
        drawNumber: result.draw_num,
        numbers: {
          winning: result.winning_numbers,
          supplementary: result.supplementary_numbers,
          powerball: result.powerball,
        },
        dividends: Object.keys(result.divisions).length > 0 ? dividendTable(result.divisions) : null,
      }
    : null;

/**
 * lottery-core's odds, expected return and system explorer of the entry being built, with the game's
 * latest result from `GET /games` (R-ODDS); null until every board is complete.
 */
export function useEntryInsights(game: GameDefinition, activeBoard: number): EntryInsights | null {
  const games = useGames();
  const config = GameEntryContext.useSelector((s) => s.context.config);
  const options = GameEntryContext.useSelector((s) => s.context.options);
  const boards = GameEntryContext.useSelector((s) => s.context.boards);
  const quickPicked = GameEntryContext.useSelector((s) => s.context.quickPicked);
  if (!config || boards.length === 0 || !boards.every((b) => isBoardComplete(config, options, b)))
    return null;
  const coupon = entryCoupon(config, options, { boards, quickPicked });
  const latest = lastDraw(games.data?.[String(game.id)]?.results[0]);
  return entryInsights(coupon, Math.min(activeBoard, boards.length - 1), latest, LISTED_GAMES);
}
