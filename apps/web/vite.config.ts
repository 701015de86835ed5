import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Workspace packages are read from source (the `source` export condition); pages are lazy chunks.
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ["source"],
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8080", "/dev": "http://127.0.0.1:8080" } },
  // The manifest lets `pnpm bench` (scripts/bundle-budget.mjs) find the home route's initial chunks.
  build: { outDir: "dist", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
