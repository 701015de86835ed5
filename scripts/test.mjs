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

// Each database runs the server suite once: test:unit on PGlite (the default, so TEST_DATABASE_URL is
// held back from it), test:server-pg on the PostgreSQL at TEST_DATABASE_URL when one is set (.ci/run).
const stepEnv = { "test:unit": { TEST_DATABASE_URL: undefined } };

// Each step's wall time is printed so the README's timings can be checked against any run.
const times = [];
for (const step of steps.filter((s) => s in scripts)) {
  console.log(`\n=== ${step} ===`);
  const started = performance.now();
  const status = pnpm(["run", "--silent", step], { env: stepEnv[step] ?? {} });
  times.push(`${step} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (status !== 0) {
    console.error(`\n${step} failed (exit ${status})`);
    process.exit(status);
  }
}
console.log(`\nStep times: ${times.join(", ")}`);
console.log("\nAll checks passed.");
