import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth-routes";
import { playRoutes } from "./play-routes";
import { serviceRoutes } from "./service-routes";

/** Every route under /api/v1: accounts and wallet (server-accounts), then play (server-play). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(serviceRoutes);
  await app.register(authRoutes);
  await app.register(playRoutes);
}
