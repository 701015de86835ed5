import { buildPricingInformation, type GameId, gameById, type PurchaseConfig } from "@lotto/core";

/** Where the fixture's draws start, and an extra draw on sale among them (an odd Saturday Lotto one). */
export interface FixtureDraws {
  first?: number;
  extraDraw?: number;
}

/** A purchase config built as the server builds it (core's pricing table), for game-page tests. */
export function purchaseConfig(
  gameId: GameId,
  unitPrice: number,
  { first = 4521, extraDraw }: FixtureDraws = {},
): PurchaseConfig {
  const game = gameById(gameId);
  const regular = Array.from({ length: 30 }, (_, i) => first + i * game.drawNumberStep);
  const drawNumbers = extraDraw === undefined ? regular : [...regular, extraDraw].sort((a, b) => a - b);
  return {
    game_variables: {
      game_id: gameId,
      next_draw_number: drawNumbers[0]!,
      win_ball_max: game.numberMax,
      powerball_max: game.powerballMax ?? 0,
      day: null,
    },
    default_ticket: { system: game.systems[0]!, boards: Math.max(game.minBoards, 4), weeks: 1, advance: 0 },
    pricing_information: buildPricingInformation({
      gameId,
      unitPrice,
      drawNumbers,
      specialDrawNumbers: extraDraw === undefined ? [] : [extraDraw],
      boards: (system, powerpik) => (system === game.systems[0] && !powerpik ? [4, 5, 6, 12, 18] : [1, 2]),
    }),
  };
}
