/**
 * Outgoing mail (docs/decisions.md#d7, docs/security.md): every email is written to the outbox first, then
 * handed to the transport: SMTP when SMTP_URL is set, else one line on the server's console. A
 * delivery that fails stays in the outbox and is retried with backoff (mail/mail-retry.ts).
 */

import { eq, sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { BaseLogger } from "pino";
import { Temporal } from "temporal-polyfill";
import type { Clock } from "../config/clock";
import type { Env } from "../config/env";
import type { Db, DbOrTx } from "../db";
import { outbox } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { retryAt } from "./mail-backoff";

/** One email. `link` is the action link (activation, reset) the console line and dev mailbox show. */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  link?: string | undefined;
}

/** Delivers mail outside the process; throws when it could not (the outbox retries it). */
export interface Mailer {
  deliver(mail: Mail): Promise<void>;
}

/**
 * What sending mail takes: the outbox's database, the transport, the clock, a logger for failed
 * deliveries, and the public origin for links in emails ({@link publicUrl}).
 */
export interface MailContext {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: Pick<BaseLogger, "warn" | "error">;
  publicUrl: string;
}

/** The console line of an email: who, what, and the link to follow. */
export const consoleMailLine = (mail: Mail) =>
  `mail to ${mail.to}: "${mail.subject}"${mail.link ? ` ${mail.link}` : ""}`;

/**
 * SMTP through nodemailer when SMTP_URL is set, else a console transport: one line per email with
 * its link, so `npm start` lets a newcomer activate an account without a mail server.
 */
export function createMailer(env: Env, print: (line: string) => void = console.log): Mailer {
  if (!env.SMTP_URL) return { deliver: async (mail) => print(consoleMailLine(mail)) };
  const transport = createTransport(env.SMTP_URL);
  return {
    async deliver(mail) {
      await transport.sendMail({ from: env.SMTP_FROM, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}

/** Puts an email in the outbox, then hands it to the mailer; a failure schedules a retry, never throws. */
export async function sendMail(context: MailContext, mail: Mail): Promise<void> {
  const [row] = await context.db
    .insert(outbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
      link: mail.link,
      createdAt: toDate(context.clock.now()),
    })
    .returning({ id: outbox.id });
  if (row) await attemptDelivery(context, row.id, mail);
}

/** An email written to the outbox in a transaction, to deliver once it commits. */
export interface QueuedMail {
  id: number;
  mail: Mail;
}

/** How long a queued email is left to the process that wrote it before the retry timer sends it. */
const QUEUED_GRACE = Temporal.Duration.from({ minutes: 2 });

/**
 * Writes an email to the outbox in the caller's transaction, so it exists exactly when what it reports
 * does; {@link deliverQueued} hands it over after the commit. Should this process stop first, the
 * retry timer (mail-retry.ts) sends it once {@link QUEUED_GRACE} has passed.
 */
export async function queueMail(tx: DbOrTx, mail: Mail, now: Temporal.Instant): Promise<QueuedMail> {
  const [row] = await tx
    .insert(outbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
      link: mail.link,
      createdAt: toDate(now),
      nextAttemptAt: toDate(now.add(QUEUED_GRACE)),
    })
    .returning({ id: outbox.id });
  return { id: (row as { id: number }).id, mail };
}

/** Delivers a committed {@link queueMail} email now; a failure schedules a retry, never throws. */
export async function deliverQueued(context: MailContext, queued: QueuedMail): Promise<void> {
  await attemptDelivery(context, queued.id, queued.mail);
}

/**
 * One delivery attempt of an outbox row: sent → `sent_at`; failed → attempts + 1, the error, and the
 * next try after {@link retryAt}'s backoff (none once the attempts are used up: the operator sees it).
 */
export async function attemptDelivery(context: MailContext, id: number, mail: Mail): Promise<boolean> {
  const { db, clock } = context;
  try {
    await context.mailer.deliver(mail);
    await db
      .update(outbox)
      .set({ sentAt: toDate(clock.now()), nextAttemptAt: null })
      .where(eq(outbox.id, id));
    return true;
  } catch (error) {
    const [row] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String((error as Error).message ?? error) })
      .where(eq(outbox.id, id))
      .returning({ attempts: outbox.attempts });
    const next = retryAt(clock.now(), row?.attempts ?? 1);
    await db
      .update(outbox)
      .set({ nextAttemptAt: next ? toDate(next) : null })
      .where(eq(outbox.id, id));
    context.log.warn(
      { err: error, outboxId: id, attempts: row?.attempts },
      "mail delivery failed; will retry",
    );
    return false;
  }
}

/** The public origin for links in emails. */
export function publicUrl(env: Pick<Env, "PUBLIC_URL" | "HOST" | "PORT">): string {
  return env.PUBLIC_URL?.replace(/\/$/, "") ?? `http://${env.HOST}:${env.PORT}`;
}
