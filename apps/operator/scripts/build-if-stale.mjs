// The e2e server (e2e/support/serve.mjs) builds apps/operator/dist only when something it is built
// from is newer, as apps/web/scripts/build-if-stale.mjs does for the web app.
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join, resolve } from "node:path";
import { newestMtime } from "../../../scripts/newest-mtime.mjs";

const app = resolve(import.meta.dirname, "..");
const root = resolve(app, "../..");

/** What the build reads: the console, its build config and the workspace packages it bundles. */
const inputs = [
  join(app, "src"),
  join(app, "index.html"),
  join(app, "vite.config.ts"),
  join(app, "package.json"),
  join(root, "packages/lottery-core/src"),
  join(root, "packages/api/src"),
  join(root, "packages/ui/src"),
];

function builtMtime() {
  try {
    return statSync(join(app, "dist/index.html")).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs `vite build` unless dist/index.html is newer than every input; says which it did. */
export function buildOperatorIfStale() {
  if (builtMtime() > Math.max(...inputs.map(newestMtime))) {
    console.log("apps/operator/dist is up to date: reusing it.");
    return;
  }
  execFileSync(join(app, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], {
    cwd: app,
    stdio: "inherit",
  });
}
