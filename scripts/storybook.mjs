#!/usr/bin/env node
// `npm run storybook`: install if needed, then Storybook's dev server (it prints its URL; `-- -p PORT`
// picks another port). `npm run build:storybook`: the static site, in stories/storybook-static.
import { ensureInstall } from "./ensure-install.mjs";
import { pnpm } from "./pnpm.mjs";

ensureInstall();
const build = process.argv[2] === "build";
const script = build ? "build-storybook" : "storybook";
process.exit(
  pnpm(["--filter", "@lotto/stories", "run", "--silent", script, ...process.argv.slice(build ? 3 : 2)]),
);
