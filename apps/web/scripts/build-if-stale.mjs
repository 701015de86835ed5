// One web build serves every later step: the bundle budget (scripts/bundle-budget.mjs) and the e2e
// server (e2e/support/serve.mjs) build apps/web/dist only when something it is built from is newer.
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join, resolve } from "node:path";
import { newestMtime } from "../../../scripts/newest-mtime.mjs";

const web = resolve(import.meta.dirname, "..");
const root = resolve(web, "../..");

/** What the build reads: the app, its build config and plugins, and the workspace packages it bundles. */
const inputs = [
  join(web, "src"),
  join(web, "public"),
  join(web, "vite"),
  join(web, "index.html"),
  join(web, "vite.config.ts"),
  join(web, "package.json"),
  join(root, "packages/lottery-core/src"),
  join(root, "packages/api/src"),
  join(root, "packages/ui/src"),
];

function builtMtime() {
  try {
    return statSync(join(web, "dist/index.html")).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs `vite build` unless dist/index.html is newer than every input; says which it did. */
export function buildWebIfStale() {
  if (builtMtime() > Math.max(...inputs.map(newestMtime))) {
    console.log("apps/web/dist is up to date: reusing it.");
    return;
  }
  execFileSync(join(web, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], {
    cwd: web,
    stdio: "inherit",
  });
}
