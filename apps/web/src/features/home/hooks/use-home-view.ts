import type { GamesList } from "@lotto/api";
import { cardJackpotText, isGameId } from "@lotto/core";
import { gameColourOf } from "@lotto/ui/theme";
import type { ResultSummary } from "@/components/results/result-summary";
import { toResultSummary } from "@/components/results/to-result-summary";
import type { CardQuickPick } from "../components/game-card";

/** A home card's data, derived from one `GET /games` entry. */
export interface HomeCard {
  gameId: number;
  title: string;
  colour: string;
  jackpotText: string | null;
  quickPicks: CardQuickPick[];
}

const entries = (games: GamesList) =>
  Object.entries(games).flatMap(([id, game]) => (isGameId(Number(id)) ? [{ id: Number(id), game }] : []));

/** Cards in the server's upcoming order (R-ENTITIES upcoming_order). */
export function homeCards(games: GamesList): HomeCard[] {
  return entries(games)
    .sort((a, b) => a.game.upcoming_order - b.game.upcoming_order)
    .map(({ id, game }) => ({
      gameId: id,
      title: game.title,
      colour: gameColourOf(id),
      jackpotText: cardJackpotText(id, game.upcoming_draw.jackpot_text),
      quickPicks: game.slikpik_homepage_options.slice(0, 2).map(({ label, price }) => ({ label, price })),
    }));
}

/** The newest result of each game in the server's results order, at most `limit` (R-HOME). */
export function latestResults(games: GamesList, limit: number): ResultSummary[] {
  return entries(games)
    .sort((a, b) => a.game.results_order - b.game.results_order)
    .flatMap(({ game }) => (game.results[0] ? [toResultSummary(game.title, game.results[0])] : []))
    .slice(0, limit);
}
