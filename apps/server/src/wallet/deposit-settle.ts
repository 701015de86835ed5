/** Settling a recorded deposit: completed with its ledger credit, or failed. Each happens once. */

import { and, eq, or } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { deposits } from "../db/schema/accounts";
import { depositReversals } from "../db/schema/payments";
import { toDate } from "../db/time";
import type { PaymentOutcome } from "../payments/card-gateway";
import { lockWallet, postLedgerEntry } from "./ledger";

const stillPending = (id: string) => and(eq(deposits.id, id), eq(deposits.status, "pending"));

/**
 * Not credited yet: pending, or failed by a reconciliation because the gateway had no record of it
 * then (a charge that was still on its way; it is completed when it does arrive).
 */
const notCredited = (id: string) =>
  and(
    eq(deposits.id, id),
    or(
      eq(deposits.status, "pending"),
      and(eq(deposits.status, "failed"), eq(deposits.outcome, "not_charged")),
    ),
  );

/**
 * Completes a deposit the gateway approved and credits the wallet in one transaction. Only the first
 * caller (the request itself, or a reconciliation) moves it to completed, so the credit happens once;
 * a failed deposit whose charge was given back (deposit-reversals.ts) is never credited.
 */
export async function completeDeposit(
  db: Db,
  deposit: { id: string; playerId: string; amount: number },
  now: Temporal.Instant,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The wallet, then the deposit's row: the order a new deposit's record takes them in (deposit.ts),
    // whose insert waits on this row when it replays the same key; the other order deadlocked on
    // PostgreSQL. Under the row lock a reversal claimed first is visible to the check after.
    await lockWallet(tx, deposit.playerId);
    const [open] = await tx
      .select({ id: deposits.id })
      .from(deposits)
      .where(notCredited(deposit.id))
      .for("update");
    if (!open) return false;
    const reversed = await tx
      .select({ id: depositReversals.depositId })
      .from(depositReversals)
      .where(eq(depositReversals.depositId, deposit.id));
    if (reversed.length > 0) return false;
    const moved = await tx
      .update(deposits)
      .set({ status: "completed", outcome: "approved", settledAt: toDate(now) })
      .where(notCredited(deposit.id))
      .returning({ id: deposits.id });
    if (moved.length === 0) return false;
    await postLedgerEntry(tx, {
      playerId: deposit.playerId,
      kind: "deposit",
      amount: deposit.amount,
      reference: `deposit:${deposit.id}`,
      at: now,
    });
    return true;
  });
}

/** Marks a pending deposit failed (nothing was credited); its Idempotency-Key is free again. */
export async function failDeposit(
  db: Db,
  id: string,
  outcome: Exclude<PaymentOutcome, "approved"> | "not_charged",
  now: Temporal.Instant,
): Promise<void> {
  await db
    .update(deposits)
    .set({ status: "failed", outcome, settledAt: toDate(now) })
    .where(stillPending(id));
}
