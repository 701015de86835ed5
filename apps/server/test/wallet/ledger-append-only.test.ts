import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { ledgerSum, postLedgerEntry, readBalance } from "../../src/wallet/ledger";
import { build, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const entries = () => app.db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, DEMO_PLAYER_ID));

/** The database error under drizzle's wrapper (PGlite and node-postgres both keep it as `cause`). */
const refusal = async (write: () => Promise<unknown>) => {
  const error = await write().then(
    () => null,
    (e: unknown) => e as Error & { cause?: { message?: string; code?: string } },
  );
  return { message: `${error?.message} ${error?.cause?.message}`, code: error?.cause?.code };
};

describe("ledger_entries is append-only in the database (migration 0005)", () => {
  it("inserts still work", async () => {
    await app.db.transaction((tx) =>
      postLedgerEntry(tx, { playerId: DEMO_PLAYER_ID, kind: "deposit", amount: 1_234, reference: "append" }),
    );
    expect((await entries()).some((e) => e.reference === "append")).toBe(true);
  });

  it("refuses UPDATE, DELETE and TRUNCATE and leaves every entry as it was", async () => {
    const before = await entries();
    expect(before.length).toBeGreaterThan(0);
    const update = await refusal(() =>
      app.db.update(ledgerEntries).set({ amount: 999_999 }).where(eq(ledgerEntries.playerId, DEMO_PLAYER_ID)),
    );
    expect(update.message).toMatch(/ledger_entries is append-only: UPDATE refused/);
    expect(update.code).toBe("23001"); // restrict_violation
    const remove = await refusal(() => app.db.delete(ledgerEntries));
    expect(remove.message).toMatch(/append-only: DELETE refused/);
    const truncate = await refusal(() => app.db.execute(sql`TRUNCATE ledger_entries CASCADE`));
    expect(truncate.message).toMatch(/append-only: TRUNCATE refused/);
    expect(await entries()).toEqual(before);
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(await ledgerSum(app.db, DEMO_PLAYER_ID));
  });
});
