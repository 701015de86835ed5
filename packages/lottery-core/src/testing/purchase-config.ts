import { definitionOf, type GameRef } from "../games/lookup";
import type { Cents, GameId, PurchaseConfig } from "../model/entities";
import { buildPricingInformation, type PricingTableInput } from "../pricing/pricing-table";

/** A purchase config of the game built the way the server builds one: 120 draws on sale from draw 1000. */
export function purchaseConfigFor(
  ref: GameRef,
  unitPrice: Cents,
  extra: Partial<PricingTableInput> = {},
  day: string | null = null,
): PurchaseConfig {
  const game = definitionOf(ref);
  const drawNumbers = Array.from({ length: 120 }, (_, i) => 1000 + i * game.drawNumberStep);
  const standard = game.systems[0]!;
  return {
    game_variables: {
      // The wire type names catalogue ids; a test's fictional game travels under its own.
      game_id: game.id as GameId,
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
      gameId: game,
      unitPrice,
      drawNumbers,
      oneDay: day !== null,
      ...extra,
    }),
  };
}
