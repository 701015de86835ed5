import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PLAYER_ID, seedDemoPlayer } from "../../src/accounts/demo";
import { openDatabase } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { withdrawals } from "../../src/db/schema/withdrawals";
import { OPERATOR_TOKEN_HEADER, readOperatorToken } from "../../src/operator/operator-token";
import { crashServer, demoToken, stormUntilKilled } from "../crash-storm";
import { DEMO_ACCOUNT } from "./bank-account-support";
import { auditLedger } from "./ledger-audit";
import { creditWinnings } from "./winnings";

// Crash test: kill -9 the real server (embedded database in a data folder) during a storm of
// withdrawals, reopen the database: every acknowledged withdrawal is there exactly once, with one
// debit, and the ledger audit holds. The demo player won $500 first (only winnings are withdrawable).
const startServer = crashServer("withdraw-crash", async (dataDir) => {
  const database = await openDatabase({ dataDir });
  try {
    await seedDemoPlayer(database.db, Temporal.Now.instant());
    await creditWinnings(database.db, DEMO_PLAYER_ID, 50_000);
  } finally {
    await database.close();
  }
});

describe("kill -9 during a withdrawal storm", () => {
  it("keeps every acknowledged withdrawal exactly once and the ledger audit clean", async () => {
    const server = await startServer();
    const { base, operatorBase, dataDir } = server;
    const token = await demoToken(base);
    const headers = { "content-type": "application/json", authorization: `JWT ${token}` };
    const account = await fetch(`${base}/api/v1/user/bank-account`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ ...DEMO_ACCOUNT, password: DEMO_PASSWORD }),
    });
    expect(account.status).toBe(200);
    // The operator ends the new account's 24-hour wait (bank-accounts:release).
    const released = await fetch(`${operatorBase}/api/v1/operator/bank-accounts/release`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [OPERATOR_TOKEN_HEADER]: (await readOperatorToken(dataDir)) ?? "",
      },
      body: JSON.stringify({ player: DEMO_PLAYER_ID }),
    });
    expect(released.status).toBe(200);
    // Withdrawals of $10 in a storm; each one the server acknowledged is remembered by its key.
    const acknowledged = new Map<string, string>();
    const keyOf = (w: number, i: number) => `crash-${w}-${i}`;
    await stormUntilKilled(
      server,
      (w, i) =>
        fetch(`${base}/api/v1/user/withdrawals`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": keyOf(w, i) },
          body: JSON.stringify({ amount: 1000 }),
        }),
      async (res, w, i) => {
        const body = (await res.json().catch(() => null)) as { data?: { withdrawal: { id: string } } } | null;
        if (res.status === 200 && body?.data) acknowledged.set(keyOf(w, i), body.data.withdrawal.id);
      },
    );

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.playerId, DEMO_PLAYER_ID));
      expect(acknowledged.size).toBeGreaterThanOrEqual(1);
      for (const [key, id] of acknowledged) {
        expect(rows.filter((r) => r.idempotencyKey === key).map((r) => r.id)).toEqual([id]);
      }
      const debits = (await database.db.select().from(ledgerEntries)).filter((e) => e.kind === "withdrawal");
      expect(debits.map((d) => d.reference).sort()).toEqual(rows.map((r) => `withdrawal:${r.id}`).sort());
      expect(rows.every((r) => r.status === "pending" && r.amount === 1000)).toBe(true);
      expect(await auditLedger(database.db, DEMO_PLAYER_ID)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
