/**
 * `GET /metrics` (docs/operations.md "Metrics"): this instance's registry in Prometheus's text format.
 * Registered on the operator listener only (operator-listener/plugins.ts): the players' port never
 * answers it.
 */
import type { FastifyInstance } from "fastify";

/** Serves `app.metrics`, never cached. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get("/metrics", async (_request, reply) => {
    reply.header("content-type", app.metrics.contentType).header("cache-control", "no-store");
    return app.metrics.metrics();
  });
}
