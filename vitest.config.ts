import { defineConfig } from "vitest/config";

// One runner for every package; coverage is reported for all and enforced for lottery-core.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
    // A worker per core (Vitest's default leaves one free): the server suite's files mostly wait on
    // their database, so the main process needs no core of its own.
    maxWorkers: "100%",
    coverage: {
      provider: "v8",
      reporter: ["text-summary", "text"],
      include: ["packages/*/src/**/*.ts", "apps/*/src/**/*.{ts,tsx}"],
      exclude: [
        "**/*.test.ts",
        "**/*.test.tsx",
        "**/*.test-support.ts",
        "**/*.bench.ts",
        "**/*.stories.tsx",
        "**/index.ts",
      ],
      thresholds: {
        "packages/lottery-core/src/**": { lines: 95, branches: 95 },
      },
    },
  },
});
