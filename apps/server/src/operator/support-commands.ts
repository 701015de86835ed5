/**
 * Customer services' side of request-a-callback and feedback: the operator CLI lists the open
 * callback requests and recent feedback, and marks a callback done once the player was called.
 */
import { and, asc, desc, eq, gte, isNull } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { callbackRequests, feedback, players } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import { badRequest, notFound } from "../http/http-error";

/** `feedback:list` shows this many entries at most, newest first. */
const FEEDBACK_LIST_LIMIT = 100;

/** `callbacks:list`: every callback request not yet done, oldest first (first asked, first called). */
export async function listOpenCallbacks(db: Db) {
  const rows = await db
    .select({
      request: callbackRequests,
      email: players.email,
      firstname: players.firstname,
      lastname: players.lastname,
    })
    .from(callbackRequests)
    .innerJoin(players, eq(players.id, callbackRequests.playerId))
    .where(isNull(callbackRequests.doneAt))
    .orderBy(asc(callbackRequests.createdAt), asc(callbackRequests.id));
  return {
    callbacks: rows.map(({ request, email, firstname, lastname }) => ({
      id: request.id,
      name: `${firstname} ${lastname}`.trim(),
      email,
      phone: request.phone,
      preferred_time: request.preferredTime,
      reason: request.reason,
      created_at: toInstant(request.createdAt).toString(),
    })),
  };
}

/** `callbacks:done --id N`: marks the request done once; doing it again changes nothing. */
export async function markCallbackDone(db: Db, id: unknown, now: Temporal.Instant) {
  const n = typeof id === "string" && id.trim() !== "" ? Number(id) : id;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1)
    throw badRequest("id must be a callback id.");
  const [done] = await db
    .update(callbackRequests)
    .set({ doneAt: toDate(now) })
    .where(and(eq(callbackRequests.id, n), isNull(callbackRequests.doneAt)))
    .returning({ doneAt: callbackRequests.doneAt });
  if (done?.doneAt) return { id: n, done_at: toInstant(done.doneAt).toString(), already_done: false };
  const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, n));
  if (!row?.doneAt) throw notFound();
  return { id: n, done_at: toInstant(row.doneAt).toString(), already_done: true };
}

/** `feedback:list [--days N]`: feedback of the last N days (default 30, 1 to 365), newest first. */
export async function listRecentFeedback(db: Db, days: unknown, now: Temporal.Instant) {
  const n = days === undefined ? 30 : Number(days);
  if (!Number.isInteger(n) || n < 1 || n > 365)
    throw badRequest("days must be a whole number from 1 to 365.");
  const since = now.subtract({ hours: 24 * n });
  const rows = await db
    .select({ entry: feedback, email: players.email })
    .from(feedback)
    .innerJoin(players, eq(players.id, feedback.playerId))
    .where(gte(feedback.createdAt, toDate(since)))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_LIST_LIMIT);
  return {
    feedback: rows.map(({ entry, email }) => ({
      id: entry.id,
      email,
      rating: entry.rating,
      comment: entry.comment,
      kind: entry.kind,
      created_at: toInstant(entry.createdAt).toString(),
    })),
  };
}
