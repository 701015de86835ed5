/** The database seam (R-SERVER): open + migrate, and the drizzle types both server domains use. */
export type { Database, OpenDatabaseOptions } from "./open-database";
export { openDatabase } from "./open-database";
export type { Db, DbOrTx, Schema, Tx } from "./types";
