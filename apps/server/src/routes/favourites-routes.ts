/** Routes of the favourites calls (R-CALLS GET /user/favourites; CRUD designed in docs/api.md "Play"). */
import {
  createFavouriteEndpoint,
  deleteFavouriteEndpoint,
  getFavouritesEndpoint,
  updateFavouriteEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { createFavourite, deleteFavourite, listFavourites, updateFavourite } from "../play/favourites";

/** Registers list, create, update and delete of the player's favourites. */
export async function favouritesRoutes(app: FastifyInstance): Promise<void> {
  route(app, getFavouritesEndpoint, async (request, { query }) =>
    listFavourites(app.db, request.playerId, query.page ?? 1, app.clock.now(), {
      gameId: query.game_id,
      price: query.price,
    }),
  );
  route(app, createFavouriteEndpoint, async (request, { body }) =>
    createFavourite(app.db, request.playerId, body, app.clock.now()),
  );
  route(app, updateFavouriteEndpoint, async (request, { params, body }) =>
    updateFavourite(app.db, request.playerId, params.favouriteId, body, app.clock.now()),
  );
  route(app, deleteFavouriteEndpoint, async (request, { params }) => {
    await deleteFavourite(app.db, request.playerId, params.favouriteId);
    return { ok: true as const };
  });
}
