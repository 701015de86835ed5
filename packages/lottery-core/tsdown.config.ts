import { defineConfig } from "tsdown";

// The build outside users get (ESM + .d.ts in dist/); the workspace imports the sources through the
// `source` export condition instead, so nothing here runs before a test or the dev server.
export default defineConfig({
  entry: { index: "src/index.ts", machines: "src/machines/index.ts", testing: "src/testing/index.ts" },
  format: "esm",
  platform: "neutral",
  target: "es2022",
  dts: true,
  tsconfig: "tsconfig.json",
  outDir: "dist",
  clean: true,
});
