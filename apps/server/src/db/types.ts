import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The full drizzle schema of the server. */
export type Schema = typeof schema;

/** A drizzle PostgreSQL database that works for both PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of {@link Db}. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either a database or a transaction: helpers that need no transaction of their own take this. */
export type DbOrTx = Db | Tx;
