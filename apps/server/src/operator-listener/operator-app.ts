/**
 * The operator listener (docs/security.md "Operator console"): a second Fastify instance in the same
 * process, on the same database, clock and adapters, listening on OPERATOR_HOST:OPERATOR_PORT (a
 * private address). Every `/api/v1/operator/*` route and the bank-credit adapter live here only; the
 * players' listener answers them 404. It is ready when the players' app is, and closes before it.
 */
import Fastify, { type FastifyInstance } from "fastify";
import type { Clock } from "../config/clock";
import type { Env } from "../config/env";
import type { Database } from "../db";
import { installErrorHandler } from "../http/error-handler";
import { acceptEmptyJson, listenerOptions } from "../http/fastify-options";
import { notFound } from "../http/http-error";
import { clockPlugin } from "../plugins/clock";
import { databasePlugin } from "../plugins/database";
import { envPlugin } from "../plugins/env";
import { operatorAccessPlugin } from "../plugins/operator-access";
import { securityHeadersPlugin } from "../plugins/security-headers";
import { bankCreditRoutes } from "../routes/bank-credit-routes";
import { operatorRoutes } from "../routes/operator-routes";
import { operatorSessionRoutes } from "../routes/operator-session-routes";
import { operatorListenerPlugins } from "./plugins";

declare module "fastify" {
  interface FastifyInstance {
    /** The operator listener built beside the players' app (only on the players' app). */
    operatorApp: FastifyInstance;
  }
}

/** What the operator listener shares with the players' app. */
export interface OperatorAppShared {
  env: Env;
  database: Database;
  clock: Clock;
  /** The operator console's build (apps/operator/dist). */
  consoleDist: string;
}

/** Builds the operator listener beside `players` (as `players.operatorApp`), tied to its lifecycle. */
export async function attachOperatorApp(players: FastifyInstance, shared: OperatorAppShared): Promise<void> {
  const app = Fastify({
    loggerInstance: players.log.child({ listener: "operator" }),
    ...listenerOptions(shared.env),
  });
  acceptEmptyJson(app);
  await app.register(envPlugin, { env: shared.env });
  await app.register(clockPlugin, { clock: shared.clock });
  await app.register(databasePlugin, { database: shared.database, closeWithApp: false });
  app.decorate("mail", players.mail);
  app.decorate("adapters", players.adapters);
  app.decorate("metrics", players.metrics);
  await app.register(operatorAccessPlugin);
  await app.register(securityHeadersPlugin);
  installErrorHandler(app);
  app.setNotFoundHandler(async () => {
    throw notFound();
  });
  await app.register(
    async (api) => {
      await api.register(operatorSessionRoutes);
      await api.register(operatorRoutes);
      await api.register(bankCreditRoutes);
    },
    { prefix: "/api/v1" },
  );
  await app.register(operatorListenerPlugins, { consoleDist: shared.consoleDist });
  players.decorate("operatorApp", app);
  players.addHook("onReady", async () => {
    await app.ready();
  });
  players.addHook("preClose", async () => {
    await app.close();
  });
}
