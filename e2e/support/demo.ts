/** The seeded demo player (apps/server/src/accounts/demo.ts). */
export const DEMO = {
  email: "demo@playonline.test",
  password: "Lucky-Numbers-2026",
  firstName: "Demo",
} as const;
