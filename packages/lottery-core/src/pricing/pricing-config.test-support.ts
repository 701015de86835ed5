import { gameById } from "../games/lookup";
import type { Cents, GameId, PurchaseConfig } from "../model/entities";
import { buildPricingInformation, type PricingTableInput } from "./pricing-table";

/** A purchase config built the way the server builds one, for tests (not exported from the package). */
export function testConfig(
  gameId: GameId,
  unitPrice: Cents,
  extra: Partial<PricingTableInput> = {},
  day: string | null = null,
): PurchaseConfig {
  const game = gameById(gameId);
  const drawNumbers = Array.from({ length: 120 }, (_, i) => 1000 + i * game.drawNumberStep);
  const standard = game.systems[0]!;
  return {
    game_variables: {
      game_id: gameId,
      next_draw_number: 1000,
      win_ball_max: game.numberMax,
      powerball_max: game.powerballMax ?? 0,
      day,
    },
    default_ticket: {
      system: standard,
      boards: Math.max(game.minBoards, 4),
      weeks: game.drawsPerEntry,
      advance: 0,
    },
    pricing_information: buildPricingInformation({
      gameId,
      unitPrice,
      drawNumbers,
      oneDay: day !== null,
      ...extra,
    }),
  };
}
