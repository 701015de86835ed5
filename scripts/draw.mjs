#!/usr/bin/env node
// `npm run draw -- <command>`: the operator CLI of the server package, same DATA_DIR as `npm start`.
import { withDataDir } from "./data-dir.mjs";
import { pnpm } from "./pnpm.mjs";

const args = process.argv.slice(2);
process.exit(pnpm(["--filter", "@lotto/server", "run", "--silent", "cli", ...args], { env: withDataDir() }));
