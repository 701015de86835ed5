/**
 * Stream tickets: the browser's EventSource cannot send the `Authorization` header, and a session
 * token in the URL would end up in logs and history. So an authenticated call trades the session for
 * a random ticket that opens the stream once, within a minute, and never outlives the session; only its
 * SHA-256 is stored (docs/decisions.md "Live events"). It names its session, so the stream ends with it.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { streamTickets } from "../db/schema/operations";
import { toDate, toInstant } from "../db/time";

/** The session a ticket is issued for (its token's claims). */
export interface TicketSession {
  playerId: string;
  jti: string;
  generation: number;
  /** Expiry, epoch seconds. */
  exp: number;
}

/** Who a redeemed ticket lets in: the player, their session, and when it ends. */
export interface StreamHolder {
  playerId: string;
  jti: string;
  generation: number;
  sessionExpiresAt: Temporal.Instant;
}

/** How long a ticket may wait before it opens the stream. */
export const STREAM_TICKET_TTL = Temporal.Duration.from({ seconds: 60 });

const hash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** Issues a ticket for the player's session. */
export async function issueStreamTicket(
  db: Db,
  session: TicketSession,
  now: Temporal.Instant,
): Promise<{ ticket: string; expires_at: string }> {
  const ticket = randomBytes(32).toString("base64url");
  const expires = now.add(STREAM_TICKET_TTL);
  // Spent and stale tickets go as new ones come, so the table stays as small as the open streams.
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, toDate(now)));
  await db.insert(streamTickets).values({
    ticketHash: hash(ticket),
    playerId: session.playerId,
    expiresAt: toDate(expires),
    sessionExpiresAt: toDate(Temporal.Instant.fromEpochMilliseconds(session.exp * 1000)),
    sessionJti: session.jti,
    sessionGeneration: session.generation,
  });
  return { ticket, expires_at: expires.toString() };
}

/** Spends a ticket: its player and session, or null for an unknown, used or stale one. */
export async function redeemStreamTicket(
  db: Db,
  ticket: unknown,
  now: Temporal.Instant,
): Promise<StreamHolder | null> {
  if (typeof ticket !== "string" || !/^[\w-]{43}$/.test(ticket)) return null;
  const [row] = await db
    .delete(streamTickets)
    .where(and(eq(streamTickets.ticketHash, hash(ticket)), gt(streamTickets.expiresAt, toDate(now))))
    .returning();
  if (!row || Temporal.Instant.compare(toInstant(row.sessionExpiresAt), now) <= 0) return null;
  return {
    playerId: row.playerId,
    jti: row.sessionJti,
    generation: row.sessionGeneration,
    sessionExpiresAt: toInstant(row.sessionExpiresAt),
  };
}
