#!/usr/bin/env node
// `test:pg`: the same server suite against PostgreSQL at TEST_DATABASE_URL (.ci/run starts one).
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the server suite.");
  process.exit(0);
}
// A worker per core, as in the root config (vitest.config.ts): the files mostly wait on PostgreSQL.
const run = spawnSync("npx", ["vitest", "run", "--config", "vitest.config.ts", "--maxWorkers=100%"], {
  stdio: "inherit",
});
process.exit(run.status ?? 1);
