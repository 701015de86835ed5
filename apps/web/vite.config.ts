import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./vite/precompress.ts";
import { preloadReactDom } from "./vite/preload-react-dom.ts";
import { prerender } from "./vite/prerender.ts";
import { routeHints } from "./vite/route-hints.ts";

// Workspace packages are read from source (the `source` export condition); packages keep Vite's own
// conditions (`module`, `browser`, production) so libraries such as xstate resolve to their ES builds,
// which tree-shake, rather than CommonJS wrappers. Pages are lazy chunks.
const resolve = {
  conditions: ["source", ...defaultClientConditions],
  alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
};

/**
 * The service worker (src/service-worker/sw.ts) with the build's files to precache: the shell, every
 * chunk and style, icons, images and the manifest (public/manifest.webmanifest, the app's own), not the
 * compressed copies nor the build's notes. The page registers it (src/prerender/early-script.ts).
 */
const serviceWorker = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/service-worker",
  filename: "sw.ts",
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // A classic worker, one file: the ES build kept Vite's preload helper for core's lazy import, whose
    // `import.meta` a classic service worker cannot parse, so it never installed.
    rollupFormat: "iife",
    globPatterns: ["**/*.{html,js,css,svg,png,ico,webp,jpg,woff2,webmanifest}"],
    globIgnores: ["**/*.br", "**/*.gz", ".vite/**"],
  },
});

// The build also writes each route's preloads (route-hints), the landing pages' first paint
// (prerender), the service worker and brotli/gzip copies of every asset.
export default defineConfig({
  plugins: [react(), preloadReactDom(), routeHints(), prerender(resolve), serviceWorker, precompress()],
  resolve,
  server: { proxy: { "/api": "http://127.0.0.1:8080", "/dev": "http://127.0.0.1:8080" } },
  // The manifest gives the route hints their chunks and `pnpm bench` (scripts/bundle-budget.mjs) the
  // home route's.
  build: { outDir: "dist", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
