/** Outgoing mail (DECISIONS 7): every email goes to the outbox; SMTP delivers it only when configured. */

import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createTransport } from "nodemailer";
import type { Env } from "../config/env";
import { outbox } from "../db/schema/accounts";
import { toDate } from "../db/time";

/** One email. `link` is the action link (activation, reset) the dev mailbox shows. */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  link?: string | undefined;
}

/** Delivers mail outside the process; the default keeps it in the outbox only. */
export interface Mailer {
  deliver(mail: Mail): Promise<boolean>;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP through nodemailer when SMTP_URL is set, else a mailer that delivers nothing. */
export function createMailer(env: Env): Mailer {
  if (!env.SMTP_URL) return { deliver: async () => false };
  const transport = createTransport(env.SMTP_URL);
  return {
    async deliver(mail) {
      await transport.sendMail({ from: env.SMTP_FROM, to: mail.to, subject: mail.subject, text: mail.body });
      return true;
    },
  };
}

/** Puts an email in the outbox, then hands it to the mailer; a delivery failure is logged, not thrown. */
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
  try {
    if (row && (await app.mailer.deliver(mail))) {
      await app.db
        .update(outbox)
        .set({ sentAt: toDate(app.clock.now()) })
        .where(eq(outbox.id, row.id));
    }
  } catch (error) {
    app.log.warn({ err: error, outboxId: row?.id }, "mail delivery failed; kept in outbox");
  }
}

/** The public origin for links in emails. */
export function publicUrl(app: FastifyInstance): string {
  return app.env.PUBLIC_URL?.replace(/\/$/, "") ?? `http://${app.env.HOST}:${app.env.PORT}`;
}
