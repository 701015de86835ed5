#!/usr/bin/env node
// Runs the pinned pnpm through npx: corepack is not reliable on every machine we support.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const { packageManager } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** Runs pnpm with `args` in the repo root; returns the exit status. */
export function pnpm(args, options = {}) {
  const result = spawnSync("npx", ["--yes", packageManager, ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, npm_config_update_notifier: "false" },
    ...options,
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
