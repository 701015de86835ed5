// Renders the prerendered pages (apps/web/vite/prerender.ts runs this in its own process, so the DOM
// stand-in's globals never reach the build): node prerender-run.mjs <render-shell bundle> <dist>.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";

const [bundle, dist] = process.argv.slice(2);
if (!bundle || !dist) throw new Error("usage: node prerender-run.mjs <render-shell bundle> <dist>");

/** A phone's viewport: the layout a landing visitor most often gets (Lighthouse's mobile preset too). */
const VIEWPORT = { width: 412, height: 823 };

// Loaded before the DOM globals exist, so styled-components (bundled in) takes its server path: it
// decides once, as its module runs.
const { renderShell, renderOffline, PRERENDERED_PATHS, VISITOR_ONLY_SCRIPT, EARLY_SCRIPT } = await import(
  pathToFileURL(bundle).href
);

const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: "http://localhost/",
  pretendToBeVisual: true,
});
const { window } = dom;
Object.defineProperties(window, {
  innerWidth: { value: VIEWPORT.width },
  innerHeight: { value: VIEWPORT.height },
  // jsdom has no media queries: the phone viewport matches none of the app's min-width ones.
  matchMedia: {
    value: (query) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }),
  },
});
// The app reads browser globals (window, location, storage, navigator) as it renders.
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis) continue;
  Object.defineProperty(globalThis, key, { get: () => window[key], configurable: true });
}
for (const key of ["window", "self", "navigator", "location", "document"]) {
  Object.defineProperty(globalThis, key, { get: () => window[key], configurable: true });
}

const pages = {};
for (const path of PRERENDERED_PATHS) {
  dom.reconfigure({ url: `http://localhost${path}` });
  const { markup, styles } = await renderShell();
  // The server puts its nonce on every script tag; a script React emitted would run before the app.
  if (/<script/i.test(markup)) throw new Error(`prerender of ${path} emitted a script`);
  pages[path] = { markup, styles };
}
const offline = await renderOffline();
if (/<script/i.test(offline.markup)) throw new Error("prerender of the offline screen emitted a script");
mkdirSync(join(dist, ".vite"), { recursive: true });
writeFileSync(
  join(dist, ".vite/prerender.json"),
  JSON.stringify({ script: VISITOR_ONLY_SCRIPT, early: EARLY_SCRIPT, offline, pages }),
);
process.exit(0);
