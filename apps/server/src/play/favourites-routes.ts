/** Routes of the favourites calls (spec §7 GET /user/favourites; CRUD designed in docs/api.md "Play"). */
import {
  favouriteCreateSchema,
  favouriteParamsSchema,
  favouritesQuerySchema,
  favouriteUpdateSchema,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { createFavourite, deleteFavourite, listFavourites, updateFavourite } from "./favourites";
import { parseInput } from "./parse-input";

/** Registers list, create, update and delete of the player's favourites. */
export async function favouritesRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  app.get("/user/favourites", auth, async (request) => {
    const { page } = parseInput(favouritesQuerySchema, request.query);
    return listFavourites(app.db, request.playerId, page ?? 1, app.clock.now());
  });
  app.post("/user/favourites", auth, async (request) => {
    const body = parseInput(favouriteCreateSchema, request.body);
    return createFavourite(app.db, request.playerId, body, app.clock.now());
  });
  app.put("/user/favourites/:favouriteId", auth, async (request) => {
    const { favouriteId } = parseInput(favouriteParamsSchema, request.params);
    const body = parseInput(favouriteUpdateSchema, request.body);
    return updateFavourite(app.db, request.playerId, favouriteId, body, app.clock.now());
  });
  app.delete("/user/favourites/:favouriteId", auth, async (request) => {
    const { favouriteId } = parseInput(favouriteParamsSchema, request.params);
    await deleteFavourite(app.db, request.playerId, favouriteId);
    return { ok: true as const };
  });
}
