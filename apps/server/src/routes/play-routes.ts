import type { FastifyInstance } from "fastify";
import { operatorRoutes } from "../operator/operator-routes";
import { favouritesRoutes } from "../play/favourites-routes";
import { gamesRoutes } from "../play/games-routes";
import { playHistoryRoutes } from "../play/play-history-routes";
import { purchaseRoutes } from "../play/purchase-routes";

/** Registers the play-domain routes (games, purchases, favourites, results, play history, operator). */
export async function playRoutes(app: FastifyInstance): Promise<void> {
  await app.register(gamesRoutes);
  await app.register(purchaseRoutes);
  await app.register(favouritesRoutes);
  await app.register(playHistoryRoutes);
  await app.register(operatorRoutes);
}
