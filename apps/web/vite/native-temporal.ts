import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const POLYFILL = "temporal-polyfill";
const SHIM = "\0native-temporal";
/** The polyfill is lottery-core's dependency: the shim's import resolves from there. */
const CORE = fileURLToPath(new URL("../../../packages/lottery-core/package.json", import.meta.url));

/**
 * The browser's own Temporal where it has one (Chromium since 144), the polyfill only where it has not:
 * every `import { Temporal } from "temporal-polyfill"` of the app and of lottery-core resolves to a
 * module that takes `globalThis.Temporal` and otherwise awaits the polyfill's chunk. On such a browser
 * the polyfill (~17 KB as sent, ~54 KB evaluated) is never fetched, on the home route or any other.
 * Build only: the tests and the prerender run in Node, which has no Temporal, and import the polyfill.
 */
export function nativeTemporal(): Plugin {
  return {
    name: "play-online:native-temporal",
    apply: "build",
    enforce: "pre",
    resolveId(id, importer) {
      if (id !== POLYFILL) return null;
      return importer === SHIM ? this.resolve(POLYFILL, CORE, { skipSelf: true }) : SHIM;
    },
    load: (id) =>
      id === SHIM
        ? `export const Temporal = globalThis.Temporal ?? (await import(${JSON.stringify(POLYFILL)})).Temporal;`
        : null,
  };
}
