/**
 * Outgoing mail (DECISIONS 7, docs/security.md): every email is written to the outbox first, then
 * handed to the transport: SMTP when SMTP_URL is set, else one line on the server's console. A
 * delivery that fails stays in the outbox and is retried with backoff (mail/mail-retry.ts).
 */

import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createTransport } from "nodemailer";
import type { Env } from "../config/env";
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

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
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
export async function sendMail(app: FastifyInstance, mail: Mail): Promise<void> {
  const [row] = await app.db
    .insert(outbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
      link: mail.link,
      createdAt: toDate(app.clock.now()),
    })
    .returning({ id: outbox.id });
  if (row) await attemptDelivery(app, row.id, mail);
}

/**
 * One delivery attempt of an outbox row: sent → `sent_at`; failed → attempts + 1, the error, and the
 * next try after {@link retryAt}'s backoff (none once the attempts are used up: the operator sees it).
 */
export async function attemptDelivery(app: FastifyInstance, id: number, mail: Mail): Promise<boolean> {
  try {
    await app.mailer.deliver(mail);
    await app.db
      .update(outbox)
      .set({ sentAt: toDate(app.clock.now()), nextAttemptAt: null })
      .where(eq(outbox.id, id));
    return true;
  } catch (error) {
    const [row] = await app.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String((error as Error).message ?? error) })
      .where(eq(outbox.id, id))
      .returning({ attempts: outbox.attempts });
    const next = retryAt(app.clock.now(), row?.attempts ?? 1);
    await app.db
      .update(outbox)
      .set({ nextAttemptAt: next ? toDate(next) : null })
      .where(eq(outbox.id, id));
    app.log.warn({ err: error, outboxId: id, attempts: row?.attempts }, "mail delivery failed; will retry");
    return false;
  }
}

/** The public origin for links in emails. */
export function publicUrl(app: FastifyInstance): string {
  return app.env.PUBLIC_URL?.replace(/\/$/, "") ?? `http://${app.env.HOST}:${app.env.PORT}`;
}
