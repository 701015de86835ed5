import { defineProject } from "vitest/config";

// `*.pg.test.ts` need a real PostgreSQL (several connections); they run only when TEST_DATABASE_URL is set.
const pgOnly = process.env.TEST_DATABASE_URL ? [] : ["test/**/*.pg.test.ts"];

export default defineProject({
  resolve: { conditions: ["source"] },
  test: {
    name: "server",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...pgOnly],
    // Files share a worker's modules (and so its migrated database template and database thread):
    // each test file builds its own app and database, and module state is keyed by app or database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
