import fp from "fastify-plugin";
import type { Database, Db } from "../db";

declare module "fastify" {
  interface FastifyInstance {
    /** The drizzle database (R-SERVER seams). */
    db: Db;
    /** Which driver is underneath. */
    dbKind: Database["kind"];
    /** Hears `pg_notify` announcements from every process on the database. */
    dbListen: Database["listen"];
    /** The connection pool's use (PostgreSQL only), for metrics. */
    dbPool: Database["pool"];
  }
}

/** Decorates `app.db`; closes the database with the app when it owns it. */
export const databasePlugin = fp<{ database: Database; closeWithApp: boolean }>(
  async (app, opts) => {
    app.decorate("db", opts.database.db);
    app.decorate("dbKind", opts.database.kind);
    app.decorate("dbListen", opts.database.listen);
    app.decorate("dbPool", opts.database.pool);
    if (opts.closeWithApp) app.addHook("onClose", () => opts.database.close());
  },
  { name: "database" },
);
