import type { FastifyInstance } from "fastify";

/** Registers the play-domain routes (games, purchases, favourites, results, play history, operator). */
export async function playRoutes(_app: FastifyInstance): Promise<void> {}
