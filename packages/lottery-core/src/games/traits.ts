import type { GameDefinition } from "./game-definition";

/**
 * How a board is judged, read from the game's division rules: lotto numbers against the drawn pool,
 * Super66 first/last digits ("ends"), or Cash 3 play types (exact / any order).
 */
export function boardJudging(game: GameDefinition<number>): "lotto" | "ends" | "play-types" {
  const kind = game.divisions[0]?.rule.kind;
  if (kind === "ends") return "ends";
  return kind === "exact" || kind === "any" ? "play-types" : "lotto";
}

/** Whether boards carry a stake and play type (Cash 3, R-LIMITS). */
export function hasPlayTypes(game: GameDefinition<number>): boolean {
  return boardJudging(game) === "play-types";
}

/**
 * What a board's prize is multiplied by for its stake code (1 = first stake): dividends are quoted at the
 * first stake, so Cash 3's $1 (code 2) wins double. A game without stakes, or an unknown code, gives 1.
 */
export function stakeMultiplier(game: GameDefinition<number>, stakeCode: number): number {
  const [first] = game.stakes;
  const stake = game.stakes[stakeCode - 1];
  return first === undefined || stake === undefined ? 1 : stake / first;
}
