import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite/precompress.ts";
import { preloadReactDom } from "./vite/preload-react-dom.ts";
import { prerender } from "./vite/prerender.ts";
import { routeHints } from "./vite/route-hints.ts";

// Workspace packages are read from source (the `source` export condition); pages are lazy chunks.
const resolve = {
  conditions: ["source"],
  alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
};

// The build also writes each route's preloads (route-hints), the landing pages' first paint
// (prerender) and brotli/gzip copies of every asset.
export default defineConfig({
  plugins: [react(), preloadReactDom(), routeHints(), prerender(resolve), precompress()],
  resolve,
  server: { proxy: { "/api": "http://127.0.0.1:8080", "/dev": "http://127.0.0.1:8080" } },
  // The manifest gives the route hints their chunks and `pnpm bench` (scripts/bundle-budget.mjs) the
  // home route's.
  build: { outDir: "dist", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
