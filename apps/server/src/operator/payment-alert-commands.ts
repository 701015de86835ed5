/**
 * `payments:alerts` (docs/payments.md): what the operator must look at in Braintree's control panel —
 * the disputes and declined settlements its webhooks reported, and charges of failed deposits
 * reconciliation could not give back (`not_refundable`).
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db";
import { braintreeNotifications, depositReversals } from "../db/schema/payments";
import { toInstant } from "../db/time";

/** The newest notifications shown. */
const ALERTS_LIMIT = 100;

export async function listPaymentAlerts(db: Db) {
  const notices = await db
    .select()
    .from(braintreeNotifications)
    .orderBy(desc(braintreeNotifications.receivedAt), desc(braintreeNotifications.id))
    .limit(ALERTS_LIMIT);
  const unreturned = await db
    .select()
    .from(depositReversals)
    .where(eq(depositReversals.status, "not_refundable"))
    .orderBy(desc(depositReversals.createdAt))
    .limit(ALERTS_LIMIT);
  return {
    notifications: notices.map((n) => ({
      kind: n.kind,
      braintree_id: n.subjectId,
      sent_at: toInstant(n.sentAt).toString(),
      received_at: toInstant(n.receivedAt).toString(),
    })),
    charges_not_given_back: unreturned.map((r) => ({
      deposit_id: r.depositId,
      amount: r.amount,
      found_at: toInstant(r.createdAt).toString(),
    })),
  };
}
