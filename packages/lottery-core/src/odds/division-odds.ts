import type { GameDefinition } from "../games/game-definition";
import { boardJudging } from "../games/traits";
import { type BoardOutcome, lottoBoardOutcomes, super66Outcomes } from "./board-outcomes";

/**
 * The chance that one standard board wins each division in one draw (R-GAMESHEET odds tables), for the
 * game description's odds table. Cash 3 odds depend on the digits and play type, so its divisions
 * get 0 here (see {@link entryOdds} for an entry's own odds).
 *
 * @example divisionChances(gameBySlug("saturday-lotto")!)[1] // 1 / 8_145_060
 */
export function divisionChances(game: GameDefinition<number>): Record<number, number> {
  const outcomes: BoardOutcome[] =
    game.kind === "lotto"
      ? lottoBoardOutcomes(game, game.pick, false)
      : boardJudging(game) === "ends"
        ? super66Outcomes()
        : [];
  const chances: Record<number, number> = {};
  for (const { division } of game.divisions)
    chances[division] = outcomes.reduce(
      (sum, o) => sum + ((o.wins[division] ?? 0) > 0 ? o.probability : 0),
      0,
    );
  return chances;
}
