/** Errors the web app reported: stored as they arrive, listed for the operator (`npm run draw -- errors:list`). */
import { type ClientErrorBody, isStorableText } from "@lotto/api";
import { desc } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { clientErrors } from "../db/schema/client-errors";
import { toDate, toInstant } from "../db/time";
import { badRequest } from "../http/http-error";

/** Stores one report with the id of the request that brought it and the browser's user agent. */
export async function recordClientError(
  db: Db,
  report: ClientErrorBody,
  request: { id: string; userAgent: unknown },
  now: Temporal.Instant,
): Promise<void> {
  const { userAgent } = request;
  await db.insert(clientErrors).values({
    requestId: request.id,
    kind: report.kind,
    message: report.message,
    stack: report.stack ?? null,
    url: report.url,
    release: report.release ?? null,
    userAgent: typeof userAgent === "string" && isStorableText(userAgent) ? userAgent.slice(0, 300) : null,
    createdAt: toDate(now),
  });
}

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
