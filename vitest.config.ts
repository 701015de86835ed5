import { defineConfig } from "vitest/config";

// One runner for every package. Coverage is measured and enforced for lottery-core only (`test:unit`
// runs core with --coverage, then every other project without): elsewhere it cost time and gated nothing.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
    // A worker per core (Vitest's default leaves one free): the server suite's files mostly wait on
    // their database, so the main process needs no core of its own.
    maxWorkers: "100%",
    coverage: {
      provider: "v8",
      reporter: ["text-summary", "text"],
      include: ["packages/lottery-core/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/*.test-support.ts", "**/*.bench.ts", "**/index.ts"],
      thresholds: {
        "packages/lottery-core/src/**": { lines: 95, branches: 95 },
      },
    },
  },
});
