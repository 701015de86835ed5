/**
 * Purchase submission (R-SERVER Purchases): every ticket is checked with lottery-core first; then ONE
 * transaction locks the wallet, re-checks that the draws are still on sale, applies the weekly spend
 * limit and the balance ticket by ticket, debits the accepted total through the ledger and writes the
 * group, its tickets and their covered draws. The group ends COMPLETED, COMPLETED_WITH_ERRORS (refused
 * tickets listed, not charged) or FAILED (nothing debited). An `Idempotency-Key` returns the first answer.
 */
import { randomUUID } from "node:crypto";
import type { PurchaseAccepted, PurchaseGroupStatus, PurchaseRequest, PurchaseStatus } from "@lotto/api";
import { CART_OVER_LIMIT_TEXT, type GameId, PLAY_HISTORY_STATUS } from "@lotto/core";
import { and, eq, gt, inArray, or } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { writeInOneStatement } from "../db/one-statement";
import { spendLimits } from "../db/schema/accounts";
import { draws, purchaseGroups, ticketDraws, tickets } from "../db/schema/play";
import { cachedOpenDraws } from "../draws/open-draws-cache";
import { lockedPostingWrites } from "../wallet/ledger";
import { limitFields, limitStateFrom, lockPlayableWallet, readLimits } from "../wallet/limits";
import { INSUFFICIENT_FUNDS_TEXT } from "../wallet/wallet-errors";
import { purchaseConfigFrom } from "./purchase-config";
import { rememberPurchaseStatus } from "./purchase-status-cache";
import { type CheckedTicket, checkTicket, salesClosedMessage } from "./ticket-check";

/** Refusal texts of a ticket inside a group (R-ERRORS cart over limit; wallet). */
export const REFUSAL = {
  limit: CART_OVER_LIMIT_TEXT,
  funds: INSUFFICIENT_FUNDS_TEXT,
} as const;

async function findGroup(db: Db | Tx, playerId: string, key: string): Promise<PurchaseAccepted | null> {
  const [row] = await db
    .select({ id: purchaseGroups.id, status: purchaseGroups.status })
    .from(purchaseGroups)
    .where(and(eq(purchaseGroups.playerId, playerId), eq(purchaseGroups.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Checks each ticket against its game's purchase config, built as `loadPurchaseConfig` builds it but
 * from the in-process open-draws cache; the transaction re-checks the covered draws under a lock.
 */
async function checkAll(db: Db, request: PurchaseRequest, now: Temporal.Instant): Promise<CheckedTicket[]> {
  const checked: CheckedTicket[] = [];
  for (const [position, ticket] of request.tickets.entries()) {
    const gameId = ticket.coupon.game_id;
    const config = purchaseConfigFrom(gameId, await cachedOpenDraws(db, gameId, now), ticket.day ?? null);
    checked.push(checkTicket(position, ticket, config));
  }
  return checked;
}

/**
 * After the wallet lock: the covered draws still on sale, read under a shared lock so closing waits
 * for us, and in the same statement (one round trip) the player's weekly limit state. Its snapshot
 * is taken after the wallet lock, so it sees every purchase and refund of the player committed before
 * ours. With no open draw there is no row to carry the limit: it is read on its own then (rare: every
 * covered draw closed).
 */
async function openDrawsAndLimit(
  tx: Tx,
  playerId: string,
  checked: CheckedTicket[],
  now: Temporal.Instant,
): Promise<{ open: Set<string>; remaining: number }> {
  const wanted = new Map<GameId, Set<number>>();
  for (const { ticket, draws: covered } of checked) {
    const set = wanted.get(ticket.coupon.game_id) ?? new Set<number>();
    for (const n of covered) set.add(n);
    wanted.set(ticket.coupon.game_id, set);
  }
  const perGame = [...wanted].flatMap(([gameId, numbers]) =>
    numbers.size === 0 ? [] : [and(eq(draws.gameId, gameId), inArray(draws.drawNumber, [...numbers]))],
  );
  const rows =
    perGame.length === 0
      ? []
      : await tx
          .select({ gameId: draws.gameId, drawNumber: draws.drawNumber, ...limitFields(tx, playerId, now) })
          .from(draws)
          .leftJoin(spendLimits, eq(spendLimits.playerId, playerId))
          .where(and(or(...perGame), eq(draws.status, "open"), gt(draws.salesClose, now.toString())))
          .for("share", { of: draws });
  const open = new Set(rows.map((row) => `${row.gameId}:${row.drawNumber}`));
  const limit = rows[0] ? limitStateFrom(rows[0], now) : await readLimits(tx, playerId, now);
  return { open, remaining: limit.remaining };
}

/** Buys the tickets of a request for a player (R-SERVER); see the file comment for the guarantees. */
export async function submitPurchase(
  db: Db,
  playerId: string,
  request: PurchaseRequest,
  now: Temporal.Instant,
  idempotencyKey?: string,
): Promise<PurchaseAccepted> {
  if (idempotencyKey) {
    const existing = await findGroup(db, playerId, idempotencyKey);
    if (existing) return existing;
  }
  const checked = await checkAll(db, request, now);
  const done = await db.transaction(
    async (tx): Promise<{ accepted: PurchaseAccepted; written?: PurchaseStatus }> => {
      const locked = await lockPlayableWallet(tx, playerId, now);
      let balance = locked.balance;
      // The wallet lock serialises this player's purchases, so a retry with the same key sees the first.
      if (idempotencyKey) {
        const existing = await findGroup(tx, playerId, idempotencyKey);
        if (existing) return { accepted: existing };
      }
      const { open, remaining: limitLeft } = await openDrawsAndLimit(tx, playerId, checked, now);
      let remaining = limitLeft;
      const decided = checked.map((c) => {
        const closed = c.draws.find((n) => !open.has(`${c.ticket.coupon.game_id}:${n}`));
        let message = c.closedMessage ?? (closed === undefined ? null : salesClosedMessage(closed));
        if (!message && c.cost > remaining) message = REFUSAL.limit;
        if (!message && c.cost > balance) message = REFUSAL.funds;
        if (!message) {
          remaining -= c.cost;
          balance -= c.cost;
        }
        return { ...c, message };
      });
      const accepted = decided.filter((d) => d.message === null);
      const total = accepted.reduce((sum, d) => sum + d.cost, 0);
      const status: PurchaseGroupStatus =
        accepted.length === decided.length
          ? "COMPLETED"
          : accepted.length === 0
            ? "FAILED"
            : "COMPLETED_WITH_ERRORS";
      const groupId = randomUUID();
      const groupMessage = status === "FAILED" ? (decided[0]?.message ?? null) : null;
      // The debit's checks (sign, balance never below zero) run first: a refusal writes nothing.
      const debit =
        total > 0
          ? lockedPostingWrites(
              tx,
              { playerId, kind: "purchase", amount: -total, reference: `purchase:${groupId}`, at: now },
              locked.balance,
            ).writes
          : [];
      const rows = decided.map((d, position) => ({
        id: randomUUID(),
        groupId,
        position,
        playerId,
        gameId: d.ticket.coupon.game_id,
        coupon: d.ticket.coupon,
        drawNumbers: d.draws,
        cost: d.cost,
        status: d.message === null ? PLAY_HISTORY_STATUS.PARTICIPATING : PLAY_HISTORY_STATUS.FAILED,
        message: d.message,
        createdAt: now.toString(),
      }));
      const covered = rows
        .filter((row) => row.message === null)
        .flatMap((row) =>
          row.drawNumbers.map((drawNumber) => ({ ticketId: row.id, gameId: row.gameId, drawNumber })),
        );
      // Group, tickets, covered draws, balance and ledger entry: one statement, one round trip.
      await writeInOneStatement(tx, [
        ...debit,
        tx.insert(purchaseGroups).values({
          id: groupId,
          playerId,
          idempotencyKey: idempotencyKey ?? null,
          status,
          total,
          message: groupMessage,
          createdAt: now.toString(),
        }),
        tx.insert(tickets).values(rows),
        ...(covered.length > 0 ? [tx.insert(ticketDraws).values(covered)] : []),
      ]);
      const written: PurchaseStatus = {
        id: groupId,
        status,
        message: groupMessage,
        tickets: rows.map((row) => ({
          id: row.id,
          status: row.status,
          cost: row.cost,
          coupon: row.coupon,
          draw_numbers: row.drawNumbers,
          message: row.message,
        })),
      };
      return { accepted: { id: groupId, status }, written };
    },
  );
  // After the commit: the status read that follows is answered from memory (purchase-status-cache.ts).
  if (done.written) rememberPurchaseStatus(db, playerId, done.written);
  return done.accepted;
}
