import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type UserConfig } from "vite";

/** Where the build puts each prerendered page (apps/server web-document reads it). */
export const PRERENDER_FILE = ".vite/prerender.json";

const RUNNER = fileURLToPath(new URL("./prerender-run.mjs", import.meta.url));
const SOURCES = fileURLToPath(new URL("../src/", import.meta.url));
const CLIENT_SNAPSHOTS = "\0prerender-react";

/**
 * The app's own modules get this `react` in the prerender: the build renders on a DOM stand-in, where a
 * store's snapshot is what the browser's first render reads, so a store without a server snapshot
 * answers with its client one instead of failing as React's server renderer does.
 */
const clientSnapshots: Plugin = {
  name: "play-online:prerender-client-snapshots",
  enforce: "pre",
  resolveId: (id, importer) => (id === "react" && importer?.startsWith(SOURCES) ? CLIENT_SNAPSHOTS : null),
  load: (id) =>
    id === CLIENT_SNAPSHOTS
      ? [
          'import * as React from "react";',
          'export * from "react";',
          'export { default } from "react";',
          "export const useSyncExternalStore = (subscribe, get, getServer = get) =>",
          "  React.useSyncExternalStore(subscribe, get, getServer);",
        ].join("\n")
      : null,
};

/**
 * After the client build, renders the landing pages' first paint into their HTML: builds
 * src/prerender/render-shell.tsx for Node (workspace packages and styled-components bundled, the
 * other npm packages from node_modules) and runs it in a child process on a DOM stand-in, which writes PRERENDER_FILE.
 * `resolve` is the app's own (aliases, the workspace's `source` condition).
 */
export function prerender(resolve: NonNullable<UserConfig["resolve"]>): Plugin {
  let root = "";
  let dist = "";
  return {
    name: "play-online:prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      dist = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside node_modules so the bundle's bare imports resolve to the app's own packages.
      const outDir = join(root, "node_modules/.prerender");
      await build({
        root,
        configFile: false,
        logLevel: "warn",
        plugins: [clientSnapshots, react()],
        resolve,
        ssr: {
          // styled-components' CommonJS build has no named default export for Node's ESM loader.
          noExternal: [/^@lotto\//, "styled-components"],
          resolve: { conditions: ["source", "module", "node", "production"] },
        },
        build: {
          ssr: "src/prerender/render-shell.tsx",
          outDir,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: "render-shell.mjs" } },
        },
      });
      execFileSync(process.execPath, [RUNNER, join(outDir, "render-shell.mjs"), dist], {
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production" },
      });
    },
  };
}
