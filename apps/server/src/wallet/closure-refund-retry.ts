/**
 * Retries of closure refunds whose provider could not be reached (docs/decisions.md "Closed-loop wallet"):
 * a timer on each server claims the due rows in one statement (`FOR UPDATE SKIP LOCKED`, pushing their
 * next try past a lease), so two instances never send one refund twice, then sends each.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { deposits } from "../db/schema/accounts";
import { depositRefunds } from "../db/schema/buckets";
import { toDate } from "../db/time";
import type { PaymentGateways } from "../payments/gateways";
import { REFUND_CLAIM, refundAdapterOf, sendRefund } from "./deposit-refunds";

const BATCH = 20;

/** What one sweep did: refunds sent and settled, and those still waiting for their provider. */
export interface RefundRetryReport {
  refunded: number;
  failed: number;
  waiting: number;
}

/** Sends every pending closure refund whose retry is due. */
export async function retryDueRefunds(
  db: Db,
  gateways: PaymentGateways,
  now: Temporal.Instant,
): Promise<RefundRetryReport> {
  const claimed = await db
    .update(depositRefunds)
    .set({ nextAttemptAt: toDate(now.add(REFUND_CLAIM)), attempts: sql`${depositRefunds.attempts} + 1` })
    .where(
      inArray(
        depositRefunds.id,
        db
          .select({ id: depositRefunds.id })
          .from(depositRefunds)
          .where(and(eq(depositRefunds.status, "pending"), lte(depositRefunds.nextAttemptAt, toDate(now))))
          .orderBy(asc(depositRefunds.nextAttemptAt), asc(depositRefunds.id))
          .limit(BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  const report: RefundRetryReport = { refunded: 0, failed: 0, waiting: 0 };
  if (claimed.length === 0) return report;
  const methods = await db
    .select({ id: deposits.id, method: deposits.method })
    .from(deposits)
    .where(
      inArray(
        deposits.id,
        claimed.map((row) => row.depositId),
      ),
    );
  for (const row of claimed) {
    const method = methods.find((m) => m.id === row.depositId)?.method ?? "bank_transfer";
    const adapter = refundAdapterOf(gateways, method);
    if (!adapter) continue; // never due: bank payments are the operator's
    const outcome = await sendRefund(db, adapter, row, now);
    if (outcome === "refunded") report.refunded++;
    else if (outcome === "not_refundable") report.failed++;
    else report.waiting++;
  }
  return report;
}
