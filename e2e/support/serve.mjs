// Builds the web app and the operator console unless their builds are fresh (build-if-stale.mjs of
// each), then starts the REAL server on a fresh temporary database with test settings. Playwright's
// webServer runs this and stops it afterwards.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildOperatorIfStale } from "../../apps/operator/scripts/build-if-stale.mjs";
import { buildWebIfStale } from "../../apps/web/scripts/build-if-stale.mjs";
import { operatorPortOf } from "./ports.mjs";

const root = resolve(import.meta.dirname, "../..");
const port = process.argv[2] ?? "4391";
const pnpm = (args, env = {}) => [
  "node",
  [join(root, "scripts/pnpm.mjs"), ...args],
  { cwd: root, env: { ...process.env, ...env } },
];

buildWebIfStale();
buildOperatorIfStale();

const dataDir = mkdtempSync(join(tmpdir(), "play-online-e2e-"));
// The run serves its own copy of the build: another build of apps/web/dist during the run (a parallel
// session, a watch) would otherwise swap the chunks under the open pages.
const webDist = join(dataDir, "web");
cpSync(join(root, "apps/web/dist"), webDist, { recursive: true });
const operatorDist = join(dataDir, "operator");
cpSync(join(root, "apps/operator/dist"), operatorDist, { recursive: true });
const [cmd, args, opts] = pnpm(["--filter", "@lotto/server", "start"], {
  PORT: port,
  HOST: "127.0.0.1",
  OPERATOR_PORT: String(operatorPortOf(port)),
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  OPERATOR_DIST: operatorDist,
  LOG_LEVEL: "warn",
  DEV_MAILBOX: "true",
  // Journeys log in many times a minute; the production limit (20/min) would block them.
  AUTH_RATE_LIMIT: "10000",
});
// Same process group as this script: Playwright stops the webServer by killing its whole group, so
// the server (pnpm → tsx → node) goes with it even on SIGKILL. SIGTERM/SIGINT are passed on as well.
const server = spawn(cmd, args, { ...opts, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    server.kill(signal);
    process.exit(0);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
