#!/usr/bin/env node
// Runs the pinned pnpm through npx: corepack is not reliable on every machine we support.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const { packageManager } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** Runs pnpm with `args` in the repo root; returns the exit status. */
export function pnpm(args, options = {}) {
  // Inside a pnpm script, reuse the running pnpm instead of paying for another npx start.
  const execpath = process.env.npm_execpath ?? "";
  const [command, prefix] = /pnpm/.test(execpath)
    ? [process.execPath, [execpath]]
    : ["npx", ["--yes", "--loglevel=error", packageManager]];
  const { env, ...rest } = options;
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: "inherit",
    ...rest,
    env: { ...process.env, npm_config_update_notifier: "false", ...env },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
