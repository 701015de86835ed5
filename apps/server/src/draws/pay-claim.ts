/**
 * Paying a large win (R-DRAW-ENGINE paying out): a ticket left WINNING_NOT_YET_PAID 3 by settlement is paid
 * when its claim is accepted. The claim is credited through the ledger once, under the ticket's row
 * lock, and the ticket becomes PAID 7; a second call finds it paid and credits nothing.
 */
import { type Cents, PLAY_HISTORY_STATUS } from "@lotto/core";
import { and, eq, gt, sum } from "drizzle-orm";
import type { Db, DbOrTx } from "../db";
import { ledgerEntries } from "../db/schema/accounts";
import { ticketDraws, tickets } from "../db/schema/play";
import { badRequest, HttpError } from "../http/http-error";
import { postLedgerEntry } from "../wallet/ledger";
import { AUTO_PAY_LIMIT } from "./settle-draw";

/** What paying a claim did. */
export interface ClaimPayment {
  ticket_id: string;
  /** Cents credited by this claim (its draws' prizes above the auto-pay limit). */
  amount: Cents;
  /** True when the claim had been paid before: nothing was credited this time. */
  already_paid: boolean;
  status: number;
}

/** The ledger reference of a ticket's claim (one per ticket: the ticket's large wins together). */
export const claimReference = (ticketId: string) => `claim:${ticketId}`;

/**
 * What a ticket's claim pays: its draws' prizes above the auto-pay limit (those at most the limit were
 * credited at settlement).
 */
export async function claimAmount(db: DbOrTx, ticketId: string): Promise<number> {
  const [large] = await db
    .select({ total: sum(ticketDraws.prize).mapWith(Number) })
    .from(ticketDraws)
    .where(and(eq(ticketDraws.ticketId, ticketId), gt(ticketDraws.prize, AUTO_PAY_LIMIT)));
  return large?.total ?? 0;
}

/** Pays the claim of a WINNING_NOT_YET_PAID ticket once (R-DRAW-ENGINE); idempotent. */
export async function payClaim(db: Db, ticketId: string): Promise<ClaimPayment> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id, playerId: tickets.playerId, status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, ticketId))
      .for("update");
    if (!ticket) throw new HttpError(404, "NOT_FOUND", `No ticket ${ticketId}.`);
    if (ticket.status === PLAY_HISTORY_STATUS.PAID) {
      const [paid] = await tx
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, claimReference(ticketId)));
      if (paid)
        return { ticket_id: ticketId, amount: paid.amount, already_paid: true, status: ticket.status };
    }
    if (ticket.status !== PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID)
      throw badRequest(`Ticket ${ticketId} is not waiting for a claim (status ${ticket.status}).`);
    const amount = await claimAmount(tx, ticketId);
    if (amount <= 0) throw badRequest(`Ticket ${ticketId} has no prize above the auto-pay limit.`);
    await postLedgerEntry(tx, {
      playerId: ticket.playerId,
      kind: "winning",
      amount,
      reference: claimReference(ticketId),
    });
    await tx.update(tickets).set({ status: PLAY_HISTORY_STATUS.PAID }).where(eq(tickets.id, ticketId));
    return { ticket_id: ticketId, amount, already_paid: false, status: PLAY_HISTORY_STATUS.PAID };
  });
}
