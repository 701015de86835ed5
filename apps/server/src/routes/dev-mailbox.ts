import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outbox } from "../db/schema/accounts";

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
 * The dev mailbox of the embedded default (DECISIONS 7): `/dev/mailbox` lists the outbox with each
 * email's link (e2e tests follow them); `/dev/mailbox.json` gives the same as JSON.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
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
