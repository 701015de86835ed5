#!/usr/bin/env node
// `npm test`: install if needed, then every check in order; stops at the first failure.
import { readFileSync } from "node:fs";
import { ensureInstall } from "./ensure-install.mjs";
import { pnpm } from "./pnpm.mjs";

ensureInstall();

const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const steps = [
  "lint",
  "typecheck",
  "docs:check",
  "test:unit",
  "test:server-pg",
  "test:stories",
  "test:budget",
  "test:e2e",
];

for (const step of steps.filter((s) => s in scripts)) {
  console.log(`\n=== ${step} ===`);
  const status = pnpm(["run", "--silent", step]);
  if (status !== 0) {
    console.error(`\n${step} failed (exit ${status})`);
    process.exit(status);
  }
}
console.log("\nAll checks passed.");
