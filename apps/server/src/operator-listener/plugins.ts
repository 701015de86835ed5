/**
 * What else the operator listener serves, beside the operator API and the adapters' endpoint: the
 * console's files and `/metrics` register here, one plugin per line, so they never reach the players'
 * listener.
 */
import type { FastifyInstance } from "fastify";

/** Registers the operator listener's extra plugins (none yet). */
export async function operatorListenerPlugins(_app: FastifyInstance): Promise<void> {}
