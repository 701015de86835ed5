/**
 * The operator's closure refunds (docs/decisions.md "Closed-loop wallet"): `refunds:list` shows every
 * refund not yet paid with the player, amount, method and why, and closed accounts' winnings; `refunds:paid` records one the operator
 * paid by hand (a bank payment's, or one the provider refused), settled by "operator" with the time.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { deposits, players } from "../db/schema/accounts";
import { depositRefunds } from "../db/schema/buckets";
import { toDate } from "../db/time";
import { badRequest } from "../http/http-error";
import { type ClosedWinnings, listClosedWinnings } from "./closure-winnings";

/** A closure refund not yet paid, as the operator sees it. */
export interface UnpaidRefund {
  id: string;
  player_id: string;
  player_name: string;
  email: string;
  deposit_id: string;
  method: string;
  amount: number;
  status: "pending" | "failed";
  /** Why it is not paid: no adapter (pay it by bank), refused by the provider, or the provider's error while retrying. */
  reason: string;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
}

/**
 * Every pending or refused closure refund, oldest first, and the winnings left in closed accounts
 * (`refunds:list`).
 */
export async function listUnpaidRefunds(
  db: Db,
): Promise<{ refunds: UnpaidRefund[]; winnings: ClosedWinnings[] }> {
  const rows = await db
    .select({
      refund: depositRefunds,
      method: deposits.method,
      firstname: players.firstname,
      lastname: players.lastname,
      email: players.email,
    })
    .from(depositRefunds)
    .innerJoin(deposits, eq(deposits.id, depositRefunds.depositId))
    .innerJoin(players, eq(players.id, depositRefunds.playerId))
    .where(inArray(depositRefunds.status, ["pending", "failed"]))
    .orderBy(asc(depositRefunds.createdAt), asc(depositRefunds.id));
  return {
    refunds: rows.map(({ refund, method, firstname, lastname, email }) => ({
      id: refund.id,
      player_id: refund.playerId,
      player_name: `${firstname} ${lastname}`,
      email,
      deposit_id: refund.depositId,
      method,
      amount: refund.amount,
      status: refund.status === "failed" ? "failed" : "pending",
      reason: refund.lastError ?? "sending",
      attempts: refund.attempts,
      next_attempt_at: refund.nextAttemptAt?.toISOString() ?? null,
      created_at: refund.createdAt.toISOString(),
    })),
    winnings: await listClosedWinnings(db),
  };
}

/**
 * The operator paid closure refund `id` by hand: refunded, settled by "operator" (again: `already: true`).
 * Only a pending or refused refund can be paid; the conditional update makes two operators one payment.
 */
export async function markRefundPaid(db: Db, id: unknown, now: Temporal.Instant) {
  if (typeof id !== "string" || id.length === 0 || id.length > 100)
    throw badRequest("id must be a refund id.");
  const [moved] = await db
    .update(depositRefunds)
    .set({ status: "refunded", settledAt: toDate(now), settledBy: "operator", nextAttemptAt: null })
    .where(and(eq(depositRefunds.id, id), inArray(depositRefunds.status, ["pending", "failed"])))
    .returning();
  if (moved) return { id, status: moved.status, settled_by: "operator", already: false };
  const [current] = await db.select().from(depositRefunds).where(eq(depositRefunds.id, id));
  if (!current) throw badRequest(`No refund ${id}.`);
  return { id, status: current.status, settled_by: current.settledBy, already: true };
}
