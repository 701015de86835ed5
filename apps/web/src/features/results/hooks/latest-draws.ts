import type { GamesList } from "@lotto/api";
import { cardJackpotText, GAMES, type GameDefinition } from "@lotto/core";
import type { ResultSummary } from "@/components/results/result-summary";
import { toResultSummary } from "@/components/results/to-result-summary";

/** One game's card in 'Latest draws': its newest result (if any) and the next draw's jackpot. */
export interface LatestDraw {
  game: GameDefinition;
  result: ResultSummary | null;
  nextDrawNumber: number;
  /** The next jackpot in words, or null while it is to be confirmed. */
  jackpotText: string | null;
}

/** Every game of the list, the most recently drawn first (the server's results order). */
export function latestDraws(games: GamesList): LatestDraw[] {
  return GAMES.flatMap((game) => {
    const entry = games[String(game.id)];
    if (!entry) return [];
    const [result] = entry.results;
    return [
      {
        game,
        order: entry.results_order,
        result: result ? toResultSummary(entry.title, result) : null,
        nextDrawNumber: entry.upcoming_draw.draw_number,
        jackpotText: cardJackpotText(game.id, entry.upcoming_draw.jackpot_text),
      },
    ];
  })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...draw }) => draw);
}
