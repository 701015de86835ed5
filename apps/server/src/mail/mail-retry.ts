/**
 * Retries of mail that could not be sent (docs/security.md): the outbox keeps it with its attempts,
 * last error and next try; a timer on each listening server sends what is due, claiming rows first so
 * two instances never send one email twice; the operator lists what is unsent with `mail:list`.
 */
import { and, asc, desc, inArray, isNull, lte } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { outbox } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import { attemptDelivery, type MailContext } from "./mailer";

/** How long a claimed row is left to the instance sending it before another may try. */
const CLAIM = Temporal.Duration.from({ minutes: 5 });
const BATCH = 20;

/** Sends every email whose retry is due; returns how many went out. */
export async function retryDueMail(context: MailContext): Promise<number> {
  const { db } = context;
  const now = context.clock.now();
  // Claim the due rows (pushing their next try past the claim) so another instance skips them.
  const due = await db
    .update(outbox)
    .set({ nextAttemptAt: toDate(now.add(CLAIM)) })
    .where(
      inArray(
        outbox.id,
        db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, toDate(now))))
          .orderBy(asc(outbox.id))
          .limit(BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  let sent = 0;
  for (const row of due.sort((a, b) => a.id - b.id)) {
    const mail = { to: row.recipient, subject: row.subject, body: row.body, link: row.link ?? undefined };
    if (await attemptDelivery(context, row.id, mail)) sent++;
  }
  return sent;
}

/** Retries due mail every `everyMs` while the server listens; returns the stop function. */
export function startMailRetry(context: MailContext, everyMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryDueMail(context)
      .catch((error: unknown) => context.log.error({ err: error }, "mail retry failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One unsent email as the operator sees it (no body or link: they may hold a one-time token). */
export interface UnsentMail {
  id: number;
  to: string;
  subject: string;
  created_at: string;
  attempts: number;
  /** retrying: a next try is due at `next_attempt_at`; given_up: attempts used up; never tried. */
  state: "retrying" | "given_up" | "not_tried";
  next_attempt_at: string | null;
  last_error: string | null;
}

/** Every email not sent, newest first (`npm run draw -- mail:list`). */
export async function listUnsentMail(db: Db): Promise<UnsentMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(isNull(outbox.sentAt))
    .orderBy(desc(outbox.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    created_at: toInstant(row.createdAt).toString(),
    attempts: row.attempts,
    state: row.nextAttemptAt ? "retrying" : row.attempts > 0 ? "given_up" : "not_tried",
    next_attempt_at: row.nextAttemptAt ? toInstant(row.nextAttemptAt).toString() : null,
    last_error: row.lastError,
  }));
}
