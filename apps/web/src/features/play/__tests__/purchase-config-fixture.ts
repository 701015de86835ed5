import { buildPricingInformation, type GameId, gameById, type PurchaseConfig } from "@lotto/core";

/** A purchase config built as the server builds it (core's pricing table), for game-page tests. */
export function purchaseConfig(gameId: GameId, unitPrice: number): PurchaseConfig {
  const game = gameById(gameId);
  const drawNumbers = Array.from({ length: 30 }, (_, i) => 4521 + i * game.drawNumberStep);
  return {
    game_variables: {
      game_id: gameId,
      next_draw_number: 4521,
      win_ball_max: game.numberMax,
      powerball_max: game.powerballMax ?? 0,
      day: null,
    },
    default_ticket: { system: game.systems[0]!, boards: Math.max(game.minBoards, 4), weeks: 1, advance: 0 },
    pricing_information: buildPricingInformation({
      gameId,
      unitPrice,
      drawNumbers,
      boards: (system, powerpik) => (system === game.systems[0] && !powerpik ? [4, 5, 6, 12, 18] : [1, 2]),
    }),
  };
}
