/**
 * The database's notification channel: what one server instance announces, every instance hears
 * (PostgreSQL LISTEN/NOTIFY per schema, see `channelFor` in open-database.ts; PGlite in process), and
 * in a transaction only when it commits. Payloads are JSON: a settlement's new notifications
 * `{"from","to"}` (notifications/draw-notifications.ts), a player whose sessions may have ended
 * `{"sessions_of"}` (accounts/session-standing.ts) and a change to what is answered from memory
 * `{"changed"}` (db/change-versions.ts); the notification hub reads all three.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "./types";

/** Base name of the channel (per schema: `channelFor`). */
export const NOTIFICATION_CHANNEL = "lotto_notifications";

/** Announces `payload` (as JSON) to every instance on this database. */
export async function announce(db: DbOrTx, payload: object): Promise<void> {
  await db.execute(
    sql`SELECT pg_notify(${NOTIFICATION_CHANNEL} || '_' || current_schema(), ${JSON.stringify(payload)})`,
  );
}
