import { SYSTEM_WEEKLY_SPEND_LIMIT, spendWeekOf } from "@lotto/core";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BALANCE, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { InsufficientFundsError, ledgerSum, postLedgerEntry, readBalance } from "../../src/wallet/ledger";
import { remainingSpendLimit, weekSpend } from "../../src/wallet/limits";
import { build, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const op = fc.oneof(
  fc.record({ kind: fc.constant("deposit" as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant("purchase" as const), amount: fc.integer({ min: -80_000, max: -1 }) }),
  fc.record({ kind: fc.constant("refund" as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
);

describe("ledger invariant (R-SERVER Money)", () => {
  it("random deposits, purchases and refunds keep balance == ledger sum, never negative", async () => {
    let model = await readBalance(app.db, DEMO_PLAYER_ID);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const [i, { kind, amount }] of ops.entries()) {
          try {
            const { balance } = await app.db.transaction((tx) =>
              postLedgerEntry(tx, { playerId: DEMO_PLAYER_ID, kind, amount, reference: `prop-${i}` }),
            );
            model += amount;
            expect(balance).toBe(model);
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientFundsError);
            expect(model + amount).toBeLessThan(0);
          }
          const balance = await readBalance(app.db, DEMO_PLAYER_ID);
          expect(balance).toBe(model);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(await ledgerSum(app.db, DEMO_PLAYER_ID)).toBe(balance);
        }
      }),
      { numRuns: 15 },
    );
  });

  it("refuses a wrong sign or a fractional amount before writing", async () => {
    const before = await ledgerSum(app.db, DEMO_PLAYER_ID);
    const post = (kind: "deposit" | "purchase", amount: number) =>
      app.db.transaction((tx) =>
        postLedgerEntry(tx, { playerId: DEMO_PLAYER_ID, kind, amount, reference: "bad" }),
      );
    await expect(post("deposit", -1)).rejects.toThrow(/Wrong sign/);
    await expect(post("purchase", 5)).rejects.toThrow(/Wrong sign/);
    await expect(post("deposit", 1.5)).rejects.toThrow(/non-zero cents/);
    expect(await ledgerSum(app.db, DEMO_PLAYER_ID)).toBe(before);
  });
});

describe("weekly spend (Perth week: Monday 00:00 Australia/Perth)", () => {
  it("counts purchases minus refunds since Monday and restarts the next week", async () => {
    // 2025-11-24 is a Monday (a week no other test writes to); 00:30 Perth is Sunday 16:30 UTC.
    const monday = Temporal.Instant.from("2025-11-23T16:00:00Z");
    expect(spendWeekOf(Temporal.Instant.from("2025-11-23T16:30:00Z")).start).toEqual(monday);
    expect(spendWeekOf(Temporal.Instant.from("2025-11-23T15:59:59Z")).start).toEqual(
      monday.subtract({ hours: 7 * 24 }),
    );
    await app.db.transaction(async (tx) => {
      await postLedgerEntry(tx, {
        playerId: DEMO_PLAYER_ID,
        kind: "deposit",
        amount: DEMO_BALANCE,
        reference: "w",
        at: monday,
      });
      await postLedgerEntry(tx, {
        playerId: DEMO_PLAYER_ID,
        kind: "purchase",
        amount: -3_000,
        reference: "w1",
        at: monday,
      });
      await postLedgerEntry(tx, {
        playerId: DEMO_PLAYER_ID,
        kind: "refund",
        amount: 1_000,
        reference: "w1",
        at: monday,
      });
    });
    const tuesday = monday.add({ hours: 24 });
    expect(await weekSpend(app.db, DEMO_PLAYER_ID, tuesday)).toBe(2_000);
    expect(await remainingSpendLimit(app.db, DEMO_PLAYER_ID, tuesday)).toBe(
      SYSTEM_WEEKLY_SPEND_LIMIT - 2_000,
    );
    expect(await weekSpend(app.db, DEMO_PLAYER_ID, monday.add({ hours: 7 * 24 }))).toBe(0);
  });
});
