/** The seeded demo player (apps/server/src/accounts/demo.ts). */
export const DEMO = {
  email: "demo@playonline.test",
  password: "Lucky-Numbers-2026",
  firstName: "Demo",
} as const;

/** The seeded in-store (PRS) account (apps/server/src/accounts/demo.ts): upgradable once per server. */
export const DEMO_PRS = {
  email: "instore@playonline.test",
  cardNumber: "6000 1234 5678",
  dateOfBirth: "15/06/1975",
} as const;
