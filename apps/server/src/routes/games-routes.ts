/** Routes of the games calls (R-CALLS): `GET /games`, `GET /games/{gameId}/purchase-config`, `GET /results`. */
import { getGamesEndpoint, getPurchaseConfigEndpoint, getResultsEndpoint } from "@lotto/api";
import { GAMES, gameById, playDaysOf } from "@lotto/core";
import type { FastifyInstance } from "fastify";
import { CHANGE_MAX_AGE_MS } from "../db/change-versions";
import { cachedResultsPage } from "../draws/results-cache";
import { HttpError } from "../http/http-error";
import { route } from "../http/route";
import { cachedGamesList } from "../play/games-list";
import { loadPurchaseConfig } from "../play/purchase-config";

/** The games whose purchase config takes a `day` (one-day play, R-STATES). */
const weekdayPlayGames = GAMES.filter((game) => playDaysOf(game).length > 0)
  .map((game) => game.name)
  .join(", ");

/** Text when a game has no draw on sale (the calendar always holds weeks ahead, so this is rare). */
export const NO_DRAW_ON_SALE = "There is no draw on sale for this game right now. Please try again later.";

/** Registers the public games, purchase-config and results routes. */
export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  // One process owns PGlite, so its own writes are all there is; on PostgreSQL others draw too and
  // announce it (db/change-versions.ts), and the age only bounds a lost announcement.
  const maxAgeMs = app.dbKind === "pglite" ? Number.POSITIVE_INFINITY : CHANGE_MAX_AGE_MS;
  route(app, getGamesEndpoint, async () => cachedGamesList(app.db, app.clock.now(), maxAgeMs), {
    reuseJson: true,
  });

  route(app, getPurchaseConfigEndpoint, async (_request, { params, query }) => {
    if (query.day && !playDaysOf(gameById(params.gameId)).includes(query.day)) {
      throw new HttpError(400, "VALIDATION_ERROR", `day applies to ${weekdayPlayGames} only.`);
    }
    const config = await loadPurchaseConfig(app.db, params.gameId, query.day ?? null, app.clock.now());
    if (!config) throw new HttpError(422, "NO_DRAW_ON_SALE", NO_DRAW_ON_SALE);
    return config;
  });

  route(
    app,
    getResultsEndpoint,
    async (_request, { query }) =>
      cachedResultsPage(app.db, query.game_id, query.page ?? 1, query.to_date, maxAgeMs),
    { reuseJson: true },
  );
}
