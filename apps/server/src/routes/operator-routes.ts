/**
 * The operator endpoints (docs/api.md "Operator"): the CLI drives the RUNNING server through them,
 * since the embedded database admits one process. Only loopback callers with the operator token get
 * in (plugins/operator-access.ts); the contract validates each request's shape and the commands
 * (operator/operator-api.ts, the same the CLI runs in its direct-database mode) check its values.
 */
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { OPERATOR_API } from "../operator/operator-api";
import { operatorRuntimeApi } from "../operator/runtime-api";

/** Registers every operator endpoint of the contract behind the operator guard. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    app.assertOperator(request);
  });
  for (const { endpoint, run } of [...OPERATOR_API, ...operatorRuntimeApi(app.env)]) {
    route(app, endpoint, (_request, input) => run(app.db, app.clock.now(), input));
  }
}
