/** Braintree notifications kept for the operator (docs/payments.md "Webhooks"), each once. */
import { createHash } from "node:crypto";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { braintreeNotifications } from "../db/schema/payments";
import { toDate } from "../db/time";
import type { BraintreeNotice } from "../payments/braintree-webhooks";

/** Records a verified notification; false when the same payload was recorded before. */
export async function recordBraintreeNotice(
  db: Db,
  payload: string,
  notice: BraintreeNotice,
  now: Temporal.Instant,
): Promise<boolean> {
  const rows = await db
    .insert(braintreeNotifications)
    .values({
      id: createHash("sha256").update(payload).digest("hex"),
      kind: notice.kind,
      subjectId: notice.subjectId,
      sentAt: notice.sentAt,
      receivedAt: toDate(now),
    })
    .onConflictDoNothing()
    .returning({ id: braintreeNotifications.id });
  return rows.length > 0;
}
