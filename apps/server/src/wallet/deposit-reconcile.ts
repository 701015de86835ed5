/**
 * Reconciles deposits left pending (docs/security.md "Money recorded before it moves"): a crash or a
 * failed database write between the gateway's answer and our record. Each pending deposit is settled
 * with the gateway's own record of its reference: approved is credited, a refusal is failed, and one the
 * gateway never saw is failed once it is older than any request could still be.
 */
import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { deposits } from "../db/schema/accounts";
import type { PaymentGateways } from "../payments/gateways";
import { completeDeposit, failDeposit } from "./deposit-settle";

/** Longer than any deposit request takes (the client gives up after its timeout). */
export const PENDING_GRACE = Temporal.Duration.from({ minutes: 2 });

/** What one reconciliation did. */
export interface ReconcileReport {
  completed: number;
  failed: number;
  waiting: number;
}

/** Settles every pending deposit the gateways can answer for; see the file comment. */
export async function reconcilePendingDeposits(
  db: Db,
  gateways: PaymentGateways,
  now: Temporal.Instant,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { completed: 0, failed: 0, waiting: 0 };
  const pending = await db.select().from(deposits).where(eq(deposits.status, "pending"));
  for (const row of pending) {
    const gateway = row.method === "paypal" ? gateways.paypal : gateways.cardGateway;
    // A gateway that cannot answer now is asked again on the next sweep; the other deposits go on.
    const outcome = await gateway.chargeOutcome(row.id).catch(() => undefined);
    if (outcome === undefined) {
      report.waiting++;
    } else if (outcome === "approved") {
      if (await completeDeposit(db, row, now)) report.completed++;
    } else if (outcome !== null) {
      await failDeposit(db, row.id, outcome, now);
      report.failed++;
    } else if (
      Temporal.Instant.compare(Temporal.Instant.from(row.createdAt.toISOString()).add(PENDING_GRACE), now) <=
      0
    ) {
      await failDeposit(db, row.id, "not_charged", now);
      report.failed++;
    } else {
      report.waiting++;
    }
  }
  return report;
}
