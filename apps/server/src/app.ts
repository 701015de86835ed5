/**
 * The provider API as one Fastify instance (R-SERVER): decorators, security headers, the
 * error handler, /health and /ready, every route under /api/v1, the dev mailbox (only with
 * DEV_MAILBOX=true) and the built web app; beside it `app.operatorApp`, the operator listener
 * (operator-listener/operator-app.ts) on the same database. Only `server.ts` listens; tests call
 * `buildApp` through `test/helper.ts` and use `inject()`.
 */
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { loadSecret } from "./accounts/session-token";
import { braintreeSettings } from "./config/braintree-settings";
import type { Clock } from "./config/clock";
import { type Env, loadEnv } from "./config/env";
import { assertSafeSettings, isProduction } from "./config/production";
import { type Database, openDatabase } from "./db";
import { installErrorHandler } from "./http/error-handler";
import { acceptEmptyJson, listenerOptions } from "./http/fastify-options";
import { scrubError, scrubLogObject, scrubText } from "./log-scrub";
import { createMailer, type Mailer } from "./mail/mailer";
import { attachOperatorApp } from "./operator-listener/operator-app";
import { braintreeWebhookParser } from "./payments/braintree-webhooks";
import { type Adapters, adaptersPlugin } from "./plugins/adapters";
import { authenticatePlugin } from "./plugins/authenticate";
import { autoplayRunnerPlugin } from "./plugins/autoplay-runner";
import { clockPlugin } from "./plugins/clock";
import { closureRefundRetrierPlugin } from "./plugins/closure-refund-retrier";
import { databasePlugin } from "./plugins/database";
import { demoDataPlugin } from "./plugins/demo-data";
import { depositReconcilerPlugin } from "./plugins/deposit-reconciler";
import { drawEnginePlugin } from "./plugins/draw-engine";
import { envPlugin } from "./plugins/env";
import { geoPlugin } from "./plugins/geo";
import { housekeepingPlugin } from "./plugins/housekeeping";
import { mailPlugin } from "./plugins/mail";
import { metricsPlugin } from "./plugins/metrics";
import { notificationHubPlugin } from "./plugins/notification-hub";
import { pushPlugin } from "./plugins/push";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { staffAlertsPlugin } from "./plugins/staff-alerts";
import { webAppPlugin } from "./plugins/web-app";
import { apiRoutes } from "./routes/api-routes";
import { braintreeWebhookRoutes } from "./routes/braintree-webhook-routes";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { healthRoutes } from "./routes/health-routes";
import { sandboxGatewayRoutes } from "./routes/sandbox-gateway-routes";
import { sandboxPushRoutes } from "./routes/sandbox-push-routes";

/** Options of {@link buildApp}; everything defaults from the environment. */
export interface BuildAppOptions {
  env?: Env | undefined;
  /** An already open database (tests); else one is opened from the env and closed with the app. */
  database?: Database | undefined;
  /** Close a given `database` with the app (tests hand theirs over); opened ones always close. */
  closeDatabase?: boolean | undefined;
  clock?: Clock | undefined;
  mailer?: Mailer | undefined;
  /** Third-party adapters; sandboxes by default. */
  adapters?: Partial<Adapters> | undefined;
  logger?: FastifyServerOptions["logger"];
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
const DEFAULT_OPERATOR_DIST = fileURLToPath(new URL("../../operator/dist", import.meta.url));

/**
 * Log options: no secrets, no card numbers, at any depth (log-scrub.ts); the request
 * fingerprint is kept (docs/decisions.md#d2).
 */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: ["req.headers.authorization", "*.password", "*.card", "*.token"], censor: "[redacted]" },
    formatters: { log: scrubLogObject },
    serializers: {
      req: (req) => ({
        method: req.method,
        url: scrubText(req.url),
        fingerprint: req.headers["x-request-fingerprint"],
      }),
      err: scrubError,
    },
  };
}

/**
 * Builds the app (no listen). Refuses unsafe production settings before opening anything.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv(process.env);
  assertSafeSettings(env);
  const clock = options.clock;
  const database = options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const ownsDatabase = options.database === undefined;
  const secret = await loadSecret(database.db, env.JWT_SECRET);

  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    ...listenerOptions(env),
  });
  acceptEmptyJson(app);
  await app.register(envPlugin, { env });
  await app.register(clockPlugin, { clock });
  await app.register(databasePlugin, {
    database,
    closeWithApp: ownsDatabase || options.closeDatabase === true,
  });
  await app.register(authenticatePlugin, { secret });
  await app.register(geoPlugin);
  await app.register(mailPlugin, { mailer: options.mailer ?? createMailer(env) });
  await app.register(adaptersPlugin, { adapters: options.adapters });
  await app.register(metricsPlugin);
  // Demo data before the draw engine: past results are seeded before the scheduler starts.
  await app.register(demoDataPlugin);
  await app.register(drawEnginePlugin);
  await app.register(autoplayRunnerPlugin);
  await app.register(depositReconcilerPlugin);
  await app.register(closureRefundRetrierPlugin);
  await app.register(notificationHubPlugin);
  await app.register(pushPlugin);
  await app.register(securityHeadersPlugin);
  installErrorHandler(app);
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: "/api/v1" });
  // The sandbox gateway's browser-facing tokenisation, apart from the API; a real gateway serves it from
  // its own origin, and production never has it (it tokenised made-up cards for real deposits).
  const braintree = braintreeSettings(env);
  if (!isProduction(env) && !braintree) await app.register(sandboxGatewayRoutes);
  if (braintree) await app.register(braintreeWebhookRoutes, { parse: braintreeWebhookParser(braintree) });
  if (env.DEV_MAILBOX === true) await app.register(devMailboxRoutes);
  if (app.adapters.appPush.name === "sandbox" && !isProduction(env)) await app.register(sandboxPushRoutes);
  await app.register(housekeepingPlugin);
  await app.register(staffAlertsPlugin);
  await app.register(webAppPlugin, { dist: env.WEB_DIST ?? DEFAULT_WEB_DIST });
  await attachOperatorApp(app, {
    env,
    database,
    clock: app.clock,
    consoleDist: env.OPERATOR_DIST ?? DEFAULT_OPERATOR_DIST,
  });
  return app;
}
