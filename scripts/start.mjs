#!/usr/bin/env node
// `npm start`: install if needed, build, then run the shop (server + built web app) on one URL.
import { withDataDir } from "./data-dir.mjs";
import { ensureInstall } from "./ensure-install.mjs";
import { pnpm } from "./pnpm.mjs";

ensureInstall();
const built = pnpm(["run", "--silent", "build"]);
if (built !== 0) process.exit(built);
process.exit(pnpm(["--filter", "@lotto/server", "run", "--silent", "start"], { env: withDataDir() }));
