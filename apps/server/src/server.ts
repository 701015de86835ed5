/**
 * Starts the provider API and the web app on one URL (R-SERVER; `npm start`), and the operator
 * listener on its own private one. A start that cannot go
 * on (bad settings, an unusable DATA_DIR, production refusals) prints one line and exits 1.
 */
import type { Server } from "node:net";
import closeWithGrace from "close-with-grace";
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PRS } from "./accounts/demo";
import { buildApp } from "./app";
import { resolveDataDir } from "./config/data-dir";
import { type Env, loadEnv } from "./config/env";
import { isProduction } from "./config/production";
import { StartupError } from "./config/startup-error";
import { secureDataDir } from "./db/secure-data-dir";
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from "./operator/demo-operators";

/** The port a listener got (the asked one when it is 0 only until it listens). */
const portOf = (address: ReturnType<Server["address"]>, asked: number) =>
  typeof address === "object" && address ? address.port : asked;

async function start(): Promise<void> {
  const raw = loadEnv(process.env);
  const env: Env = { ...raw, DATA_DIR: resolveDataDir(raw.DATA_DIR, process.env) };
  // The operator token lives here on PostgreSQL too.
  await secureDataDir(env.DATA_DIR);
  const app = await buildApp({ env });
  closeWithGrace({ delay: 5_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    await app.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  await app.operatorApp.listen({ port: env.OPERATOR_PORT, host: env.OPERATOR_HOST });
  const port = portOf(app.server.address(), env.PORT);
  const operatorPort = portOf(app.operatorApp.server.address(), env.OPERATOR_PORT);
  if (isProduction(env)) {
    app.log.info({ port, operatorPort }, "Play Online is running (production mode)");
    return;
  }
  console.log(`Play Online is running at http://${env.HOST}:${port}/`);
  console.log(`operator console: http://${env.OPERATOR_HOST}:${operatorPort}`);
  console.log(
    `demo operators: ${DEMO_OPERATORS.map((o) => o.email).join(", ")} / ${DEMO_OPERATOR_PASSWORD} (no TOTP in dev)`,
  );
  console.log(`demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log(
    `demo in-store account to upgrade: ${DEMO_PRS.email}, card ${DEMO_PRS.cardNumber}, born ${DEMO_PRS.dateOfBirth}`,
  );
  if (!env.SMTP_URL) {
    console.log("no SMTP_URL: emails (activation, password reset) are printed here as `mail to …` lines");
  }
}

start().catch((error: unknown) => {
  const known = error instanceof StartupError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `Play Online could not start: ${message.split("\n")[0]}`);
  if (!known && process.env.LOG_LEVEL === "debug") console.error(error);
  process.exit(1);
});
