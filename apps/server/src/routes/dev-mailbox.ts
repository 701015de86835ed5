import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outbox } from "../db/schema/accounts";
import { notFoundBody } from "../http/error-handler";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Newest emails first, as the dev mailbox shows them. */
async function latest(app: FastifyInstance) {
  return app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
}

/**
 * True for a connection from this machine. The socket's own address, never X-Forwarded-For: a proxy
 * on the same machine would make every client look local, so the mailbox must not sit behind one.
 */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(address);

/**
 * The dev mailbox (docs/decisions.md#d7, docs/security.md): only with DEV_MAILBOX=true, never in production,
 * and only to loopback clients (others get a 404), since its links reset any password.
 * `/dev/mailbox` lists the outbox with each email's link (e2e tests follow them);
 * `/dev/mailbox.json` gives the same as JSON.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!isLoopback(request.socket.remoteAddress)) return reply.status(404).send(notFoundBody());
  });
  app.get("/dev/mailbox.json", async () => {
    const rows = await latest(app);
    return rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, body: r.body, link: r.link }));
  });
  app.get("/dev/mailbox", async (_request, reply) => {
    const items = (await latest(app)).map(
      (r) =>
        `<li><strong>${escapeHtml(r.subject)}</strong> to <code>${escapeHtml(r.recipient)}</code>` +
        `<pre>${escapeHtml(r.body)}</pre>${r.link ? `<a href="${escapeHtml(r.link)}">${escapeHtml(r.link)}</a>` : ""}</li>`,
    );
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head>
<body><h1>Dev mailbox</h1><p>Emails in the outbox, newest first.</p><ul>${items.join("")}</ul></body></html>`;
    return reply.type("text/html; charset=utf-8").send(html);
  });
}
