/**
 * What else the operator listener serves, beside the operator API and the adapters' endpoint: the
 * console's files and `/metrics` register here, one plugin per line, so they never reach the players'
 * listener.
 */
import type { FastifyInstance } from "fastify";
import { metricsRoutes } from "../routes/metrics-routes";

/** Registers the operator listener's extra plugins. */
export async function operatorListenerPlugins(app: FastifyInstance): Promise<void> {
  await app.register(metricsRoutes);
}
