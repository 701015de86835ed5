/**
 * What else the operator listener serves, beside the operator API and the adapters' endpoint: the
 * console's files and `/metrics` register here, one plugin per line, so they never reach the players'
 * listener.
 */
import type { FastifyInstance } from "fastify";
import { operatorConsolePlugin } from "../plugins/operator-console";
import { metricsRoutes } from "../routes/metrics-routes";

/** What the extra plugins need. */
export interface OperatorListenerPluginOptions {
  /** The operator console's build. */
  consoleDist: string;
}

/** Registers the operator listener's extra plugins. */
export async function operatorListenerPlugins(
  app: FastifyInstance,
  opts: OperatorListenerPluginOptions,
): Promise<void> {
  await app.register(metricsRoutes);
  await app.register(operatorConsolePlugin, { dist: opts.consoleDist });
}
