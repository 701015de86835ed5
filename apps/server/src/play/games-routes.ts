/** Routes of the games calls (spec §7): `GET /games`, `GET /games/{gameId}/purchase-config`, `GET /results`. */
import { gameParamsSchema, purchaseConfigQuerySchema, resultsQuerySchema } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { resultsPage } from "../draws/results";
import { HttpError } from "../http/http-error";
import { gamesList } from "./games-list";
import { parseInput } from "./parse-input";
import { loadPurchaseConfig } from "./purchase-config";

/** Text when a game has no draw on sale (the calendar always holds weeks ahead, so this is rare). */
export const NO_DRAW_ON_SALE = "There is no draw on sale for this game right now. Please try again later.";

/** Registers the public games, purchase-config and results routes. */
export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  app.get("/games", async () => gamesList(app.db, app.clock.now()));

  app.get("/games/:gameId/purchase-config", async (request) => {
    const { gameId } = parseInput(gameParamsSchema, request.params);
    const { day } = parseInput(purchaseConfigQuerySchema, request.query);
    if (day && gameId !== 5303)
      throw new HttpError(400, "VALIDATION_ERROR", "day applies to Millionaire Medley only.");
    const config = await loadPurchaseConfig(app.db, gameId, day ?? null, app.clock.now());
    if (!config) throw new HttpError(422, "NO_DRAW_ON_SALE", NO_DRAW_ON_SALE);
    return config;
  });

  app.get("/results", async (request) => {
    const { game_id, page } = parseInput(resultsQuerySchema, request.query);
    return resultsPage(app.db, game_id, page ?? 1);
  });
}
