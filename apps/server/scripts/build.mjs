#!/usr/bin/env node
/**
 * Bundles the server and the operator CLI to plain JavaScript (dist/server.mjs, dist/cli.mjs) so
 * `npm start` runs them with bare `node`: no tsx loader thread (an extra V8 isolate) and no per-module
 * transform at start, which is memory the R-SERVER RSS budget (≤ 300 MB) cannot spare.
 * The workspace packages (@lotto/core, @lotto/api) are bundled from their TypeScript sources; every
 * node_modules dependency stays external, so PGlite finds its WASM and data files and pg/pino load as
 * published. `--if-stale` skips the build when dist is newer than every source (the bench uses it).
 */
import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { newestMtime } from "../../../scripts/newest-mtime.mjs";

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const root = resolve(serverDir, "../..");
const distDir = join(serverDir, "dist");
/** Output name → source: the server, the operator CLI and the benchmark's server process (bench/serve.ts). */
const entries = { server: "src/server.ts", cli: "src/cli.ts", "bench-serve": "bench/serve.ts" };
const entryPoints = Object.values(entries).map((p) => join(serverDir, p));
const sources = [
  join(serverDir, "src"),
  join(serverDir, "bench"),
  join(serverDir, "package.json"),
  fileURLToPath(import.meta.url),
  join(root, "packages/lottery-core/src"),
  join(root, "packages/api/src"),
];

function builtMtime() {
  try {
    return Math.min(...Object.keys(entries).map((name) => statSync(join(distDir, `${name}.mjs`)).mtimeMs));
  } catch {
    return 0;
  }
}

const { dependencies } = JSON.parse(readFileSync(join(serverDir, "package.json"), "utf8"));

/** Bare imports outside the workspace stay `import`s of node_modules; @lotto/* and relative paths are bundled. */
const externalDependencies = {
  name: "external-dependencies",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@lotto/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The bundle resolves its imports from apps/server, so each one left in it must be a server
 * dependency (a workspace package's own dependency, e.g. xstate, would not be found at run time).
 */
function checkExternals(metafile) {
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith("node:")) continue;
      const name = path
        .split("/")
        .slice(0, path.startsWith("@") ? 2 : 1)
        .join("/");
      if (!dependencies[name]) missing.add(name);
    }
  }
  if (missing.size > 0) throw new Error(`add to @lotto/server's dependencies: ${[...missing].join(", ")}`);
}

/**
 * `new URL("../../migrations", import.meta.url)` and `createRequire(import.meta.url)` in a bundled
 * module must still mean its source file's location (migrations, the web build, PGlite's package), so
 * import.meta.url in every non-entry module becomes that source file's URL relative to the bundle.
 */
const sourceRelativeMetaUrl = {
  name: "source-relative-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (entryPoints.includes(args.path) || !text.includes("import.meta.url"))
        return { contents: text, loader: "ts" };
      const fromDist = relative(distDir, args.path).split("\\").join("/");
      const url = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      return { contents: text.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
};

if (process.argv.includes("--if-stale") && builtMtime() > Math.max(...sources.map(newestMtime))) {
  process.exit(0);
}

const result = await build({
  entryPoints: Object.fromEntries(
    Object.entries(entries).map(([name, path]) => [name, join(serverDir, path)]),
  ),
  outdir: distDir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  conditions: ["source"],
  sourcemap: true,
  logLevel: "warning",
  metafile: true,
  plugins: [externalDependencies, sourceRelativeMetaUrl],
});
checkExternals(result.metafile);
// stderr: `npm run draw` prints JSON on stdout after a stale build.
console.error(
  `built ${Object.keys(entries)
    .map((name) => `apps/server/dist/${name}.mjs`)
    .join(", ")}`,
);
