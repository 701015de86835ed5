import fp from "fastify-plugin";
import { type MailContext, type Mailer, publicUrl } from "../mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    /** What the mail services take: outbox, transport, clock, logger and the public origin. */
    mail: MailContext;
  }
}

/** Decorates `app.mail` with the given mailer (SMTP or console, or the tests' own). */
export const mailPlugin = fp<{ mailer: Mailer }>(
  async (app, opts) => {
    app.decorate("mail", {
      db: app.db,
      mailer: opts.mailer,
      clock: app.clock,
      log: app.log,
      publicUrl: publicUrl(app.env),
    });
  },
  { name: "mail", dependencies: ["env", "clock", "database"] },
);
