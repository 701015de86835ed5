/**
 * Rate limits of the login, sign-up, reset and password-check calls (docs/security.md), counted in
 * the database so every instance sees the same counts: one fixed one-minute window per route and
 * client address, one per route and account, and where a route asks, one for all addresses. The
 * address is `request.ip`: the socket's, or TRUST_PROXY hops back along X-Forwarded-For.
 */
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { rateLimits } from "../db/schema/security";
import { toDate } from "../db/time";
import { HttpError } from "./http-error";

/** Calls allowed per window, and the account (email or player id) a call is about. */
export interface RateLimit {
  max: number;
  account?: ((request: FastifyRequest) => string | undefined) | undefined;
  /**
   * Calls allowed per window from every address together. Only calls within their own address's limit
   * count, so one address flooding cannot use it up for the others.
   */
  overall?: number | undefined;
}

/** The account of a call from a string field of its validated body (an email). */
export const accountInBody =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === "string" ? value : undefined;
  };

/** The account of an authenticated call: the token's player. */
export const accountOfToken = (request: FastifyRequest): string | undefined => request.playerId || undefined;

/** The window every limit counts in. */
export const RATE_WINDOW_SECONDS = 60;

/** Text of the 429 answer. */
export const RATE_LIMITED_TEXT = "Too many attempts. Please wait a minute and try again.";

/** The 429 answer: too many calls in the window. */
export const rateLimited = () => new HttpError(429, "RATE_LIMITED", RATE_LIMITED_TEXT);

/**
 * Counts one call in each bucket and returns the highest count of the current windows; a bucket whose
 * window has passed starts again at 1. One statement, so parallel calls on any instance all count.
 */
export async function countHits(db: Db, buckets: readonly string[], now: Temporal.Instant): Promise<number> {
  const start = toDate(now).toISOString();
  const cutoff = toDate(now.subtract({ seconds: RATE_WINDOW_SECONDS })).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values(buckets.map((bucket) => ({ bucket, windowStart: sql`${start}::timestamptz`, hits: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${start}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return Math.max(0, ...rows.map((r) => r.hits));
}

/** A preHandler enforcing `limit` on the route at `path`: 429 with Retry-After past the limit. */
export function rateLimitHook(app: FastifyInstance, path: string, limit: RateLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const account = limit.account?.(request)?.trim().toLowerCase();
    const buckets = [`${path}|ip|${request.ip}`, ...(account ? [`${path}|account|${account}`] : [])];
    const now = app.clock.now();
    const over =
      (await countHits(app.db, buckets, now)) > limit.max ||
      (limit.overall !== undefined && (await countHits(app.db, [`${path}|all`], now)) > limit.overall);
    if (over) {
      reply.header("retry-after", String(RATE_WINDOW_SECONDS));
      throw rateLimited();
    }
  };
}

/** Drops counters whose window ended long ago (run from the housekeeping timer). */
export async function pruneRateLimits(db: Db, now: Temporal.Instant): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, toDate(now.subtract({ hours: 1 }))));
}
