/**
 * Purchase submission (R-SERVER Purchases): every ticket is checked with lottery-core first; then ONE
 * transaction locks the wallet, re-reads which draws are still on sale and the weekly limit, lets
 * core's `decidePurchase` apply the rules (closed draw, then the weekly spend limit, then the balance,
 * ticket by ticket), debits the accepted total through the ledger and writes the group, its tickets
 * and their covered draws. The group ends COMPLETED, COMPLETED_WITH_ERRORS (refused tickets listed, not
 * charged) or FAILED (nothing debited). An `Idempotency-Key` returns the first answer.
 */
import { randomUUID } from "node:crypto";
import type { PurchaseAccepted, PurchaseRequest, PurchaseStatus } from "@lotto/api";
import { decidePurchase, type GameId, purchaseStatusOf } from "@lotto/core";
import { and, eq, gt, inArray, or } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { writeInOneStatement } from "../db/one-statement";
import { spendLimits } from "../db/schema/accounts";
import { draws, purchaseGroups, ticketDraws, tickets } from "../db/schema/play";
import { cachedOpenDraws } from "../draws/open-draws-cache";
import { lockedPostingWrites } from "../wallet/ledger";
import { limitFields, limitStateFrom, lockPlayableWallet, readLimits } from "../wallet/limits";
import { withAddOnsFolded } from "./add-on-rows";
import { purchaseConfigFrom } from "./purchase-config";
import { rememberPurchaseStatus } from "./purchase-status-cache";
import { type CheckedTicket, checkTicket } from "./ticket-check";

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
  const want = (gameId: GameId, covered: readonly number[]) => {
    const set = wanted.get(gameId) ?? new Set<number>();
    for (const n of covered) set.add(n);
    wanted.set(gameId, set);
  };
  for (const { ticket, draws: covered, addOn } of checked) {
    want(ticket.coupon.game_id, covered);
    if (addOn) want(addOn.coupon.game_id, addOn.draws);
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
      // The wallet lock serialises this player's purchases, so a retry with the same key sees the first.
      if (idempotencyKey) {
        const existing = await findGroup(tx, playerId, idempotencyKey);
        if (existing) return { accepted: existing };
      }
      const { open, remaining } = await openDrawsAndLimit(tx, playerId, checked, now);
      const decision = decidePurchase({
        balance: locked.balance,
        remainingLimit: remaining,
        // A ticket and its add-on are bought or refused together: the add-on's draws must be on sale too.
        tickets: checked.map((c) => ({
          cost: c.cost,
          closedAtCheck: c.closedDraw,
          draws: [
            ...c.draws.map((n) => ({ number: n, onSale: open.has(`${c.ticket.coupon.game_id}:${n}`) })),
            ...(c.addOn?.draws ?? []).map((n) => ({
              number: n,
              onSale: open.has(`${c.addOn!.coupon.game_id}:${n}`),
            })),
          ],
        })),
      });
      const { status, total } = decision;
      const groupId = randomUUID();
      const groupMessage = decision.message;
      // The debit's checks (sign, balance never below zero) run first: a refusal writes nothing.
      const debit =
        total > 0
          ? lockedPostingWrites(
              tx,
              { playerId, kind: "purchase", amount: -total, reference: `purchase:${groupId}`, at: now },
              locked,
            ).writes
          : [];
      const rows = checked.flatMap((c, position) => {
        const decided = decision.tickets[position]!;
        const carrier = {
          id: randomUUID(),
          groupId,
          position,
          playerId,
          gameId: c.ticket.coupon.game_id,
          coupon: c.ticket.coupon,
          drawNumbers: c.draws,
          cost: decided.cost - (c.addOn?.cost ?? 0),
          status: decided.status,
          message: decided.message,
          createdAt: now.toString(),
          addOnOf: null as string | null,
        };
        // The add-on is a ticket of its own game riding on the carrier: its draws settle it.
        const addOn = c.addOn && {
          ...carrier,
          id: randomUUID(),
          gameId: c.addOn.coupon.game_id,
          coupon: c.addOn.coupon,
          drawNumbers: c.addOn.draws,
          cost: c.addOn.cost,
          addOnOf: carrier.id,
        };
        return addOn ? [carrier, addOn] : [carrier];
      });
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
      const written: PurchaseStatus = purchaseStatusOf(
        { id: groupId, status, message: groupMessage },
        withAddOnsFolded(rows),
      );
      return { accepted: { id: groupId, status }, written };
    },
  );
  // After the commit: the status read that follows is answered from memory (purchase-status-cache.ts).
  if (done.written) rememberPurchaseStatus(db, playerId, done.written);
  return done.accepted;
}
