import { afterAll, beforeAll, describe, it } from "vitest";
import { build, loginAs, type TestApp } from "../helper";
import { nextDrawNumber } from "../play/play-fixtures";
import { raceDecisions, raceWithdrawals } from "./money-race";

// Withdrawals racing purchases and deposits in one app (PGlite, or PostgreSQL under test:pg);
// withdrawal-race-instances.pg.test.ts runs the same race over two app instances on one PostgreSQL.
let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

describe("withdrawals racing purchases and deposits", () => {
  it("never take the balance below zero, withdraw once per key, and keep the ledger audit", async () => {
    const auth = await loginAs(app);
    const ids = await raceWithdrawals([app], app.db, auth, await nextDrawNumber(app, 5127));
    await raceDecisions([app], [app.db], auth, ids);
  }, 120_000);
});
