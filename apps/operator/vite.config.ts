import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/** The operator listener in development (apps/server: OPERATOR_PORT, default 8081). */
const OPERATOR_ORIGIN = "http://127.0.0.1:8081";

// Workspace packages are read from source (the `source` export condition), as in apps/web. Pages are
// lazy chunks; no inline script, so the listener's policy can say script-src 'self'.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  server: { port: 5174, proxy: { "/api": OPERATOR_ORIGIN } },
  build: { outDir: "dist", sourcemap: false, modulePreload: { polyfill: false } },
});
