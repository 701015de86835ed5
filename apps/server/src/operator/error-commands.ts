/** The operator's view of errors the web app reported (`npm run draw -- errors:list`). */
import { desc } from "drizzle-orm";
import type { Db } from "../db";
import { clientErrors } from "../db/schema/client-errors";
import { toInstant } from "../db/time";
import { badRequest } from "../http/http-error";

/** `errors:list [--limit N]`: the latest N reported client errors (default 20, 1 to 500), newest first. */
export async function listClientErrors(db: Db, limit: unknown) {
  const n = limit === undefined ? 20 : Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > 500)
    throw badRequest("limit must be a whole number from 1 to 500.");
  const rows = await db
    .select()
    .from(clientErrors)
    .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
    .limit(n);
  return {
    errors: rows.map((row) => ({
      id: row.id,
      at: toInstant(row.createdAt).toString(),
      request_id: row.requestId,
      kind: row.kind,
      message: row.message,
      url: row.url,
      release: row.release,
      user_agent: row.userAgent,
      stack: row.stack,
    })),
  };
}
