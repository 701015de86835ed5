import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { ROUTE_HINTS, SHELL_DATA } from "../src/app/route-hints.ts";
import { WEB_CLIENT } from "../src/config/web-client.ts";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The file the server reads to put each route's preloads into its HTML (apps/server web-document). */
export const ROUTE_HINTS_FILE = ".vite/route-hints.json";

/**
 * After the build, resolves each route of ROUTE_HINTS to the files it loads first (its lazy page chunk,
 * that chunk's static imports and styles, less what the entry already brings) and writes them with
 * the route's data calls to ROUTE_HINTS_FILE, with who the web app is to the API (its calls' headers).
 */
export function routeHints(): Plugin {
  let outDir = "dist";
  return {
    name: "play-online:route-hints",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest: Record<string, ManifestChunk> = JSON.parse(
        readFileSync(join(outDir, ".vite/manifest.json"), "utf8"),
      );
      const reach = (key: string, into = new Set<string>()) => {
        if (into.has(key) || !manifest[key]) return into;
        into.add(key);
        for (const imported of manifest[key].imports ?? []) reach(imported, into);
        return into;
      };
      const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
      if (!entryKey) throw new Error("the build manifest has no entry");
      const entry = reach(entryKey);
      const routes = ROUTE_HINTS.map(({ path, page, data }) => {
        if (!manifest[page]) throw new Error(`route ${path}: ${page} is not a chunk of the build`);
        const keys = [...reach(page)].filter((k) => !entry.has(k));
        return {
          path,
          modules: keys.map((k) => `/${manifest[k]?.file}`),
          styles: keys.flatMap((k) => manifest[k]?.css ?? []).map((f) => `/${f}`),
          data,
        };
      });
      writeFileSync(
        join(outDir, ROUTE_HINTS_FILE),
        JSON.stringify({ client: WEB_CLIENT, shellData: SHELL_DATA, routes }, null, 2),
      );
    },
  };
}
