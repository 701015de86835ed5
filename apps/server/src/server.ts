/** Starts the provider API and the web app on one URL (issue 4; `npm start`). */
import closeWithGrace from "close-with-grace";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./accounts/demo";
import { buildApp } from "./app";
import { resolveDataDir } from "./config/data-dir";
import { loadEnv } from "./config/env";

const raw = loadEnv(process.env);
const env = { ...raw, DATA_DIR: resolveDataDir(raw.DATA_DIR, process.env) };
const app = await buildApp({ env });
closeWithGrace({ delay: 5_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  await app.close();
});
await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : env.PORT;
console.log(`Play Online is running at http://${env.HOST}:${port}/`);
console.log(`demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
