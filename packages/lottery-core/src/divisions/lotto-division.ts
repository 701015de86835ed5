import type { GameDefinition } from "../games/game-definition";

/**
 * The division one lotto game wins with `winning` winning numbers, `supplementary` supplementaries and
 * the Powerball held or not, or null (R-GAMESHEET division tables: the first listed combination that
 * matches is the division won).
 */
export function lottoDivision(
  game: GameDefinition<number>,
  winning: number,
  supplementary: number,
  powerball: boolean,
): number | null {
  for (const { division, rule } of game.divisions) {
    if (rule.kind !== "lotto") continue;
    if (!rule.winning.includes(winning) || supplementary < rule.supplementaryMin) continue;
    if (rule.powerball && !powerball) continue;
    return division;
  }
  return null;
}
