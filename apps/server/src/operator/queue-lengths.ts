/**
 * The queues staff and the mail retrier work through, counted in one statement for a metrics scrape
 * (docs/operations.md "Metrics"); each count runs over a partial index of its open rows.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** How many wait in each queue now. */
export interface QueueLengths {
  mail_retrying: number;
  mail_given_up: number;
  withdrawals_open: number;
  identity_reviews_open: number;
}

export async function queueLengths(db: DbOrTx): Promise<QueueLengths> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL)::int AS mail_retrying,
      (SELECT count(*) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NULL)::int AS mail_given_up,
      (SELECT count(*) FROM withdrawals WHERE status IN ('pending', 'held'))::int AS withdrawals_open,
      (SELECT count(*) FROM identity_reviews WHERE decision IS NULL)::int AS identity_reviews_open`);
  const [row] = (result as unknown as { rows: QueueLengths[] }).rows;
  return {
    mail_retrying: row?.mail_retrying ?? 0,
    mail_given_up: row?.mail_given_up ?? 0,
    withdrawals_open: row?.withdrawals_open ?? 0,
    identity_reviews_open: row?.identity_reviews_open ?? 0,
  };
}
