/**
 * The operator endpoints (docs/api.md "Operator"), on the operator listener only: the console and the
 * CLI drive the RUNNING server through them, since the embedded database admits one process. Each call
 * names its operator first, before its input is read (plugins/operator-access.ts), and is refused
 * unless the command admits that operator's role; the contract validates each request's shape and the
 * commands (operator/operator-tables.ts, the same the CLI runs in its direct-database mode) check its
 * values.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../http/route";
import type { OperatorActor } from "../operator/operator-actor";
import { runOperatorCommand } from "../operator/operator-run";
import { operatorCommands } from "../operator/operator-tables";

const actors = new WeakMap<FastifyRequest, OperatorActor>();

/** Registers every operator command of every table, each behind its role check. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const effects = { db: app.db, mail: app.mail, gateways: app.adapters };
  for (const command of operatorCommands(app.env)) {
    const authorize = async (request: FastifyRequest) => {
      actors.set(request, await app.operatorActor(request, command));
    };
    route(
      app,
      command.endpoint,
      async (request, input) => {
        const actor = actors.get(request);
        if (!actor) throw new Error("operator route ran without its actor");
        // Audited, and held for a second operator where dual control says so (operator/operator-run.ts).
        return runOperatorCommand(app.db, command, app.clock.now(), input, actor, effects);
      },
      { authorize },
    );
  }
}
