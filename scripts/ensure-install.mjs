#!/usr/bin/env node
// Installs the workspace when node_modules is missing or older than the lockfile.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pnpm } from "./pnpm.mjs";

const at = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** True when the installed tree matches the committed lockfile. */
function isInstalled() {
  const installed = at("node_modules/.pnpm/lock.yaml");
  if (!existsSync(installed)) return false;
  return readFileSync(installed, "utf8") === readFileSync(at("pnpm-lock.yaml"), "utf8");
}

export function ensureInstall() {
  if (isInstalled()) return;
  console.log("Installing dependencies with pnpm…");
  const status = pnpm(["install", "--frozen-lockfile", "--reporter=append-only"]);
  if (status !== 0) process.exit(status);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
