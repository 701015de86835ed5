/** `GET /games/tickets-purchase/{groupId}` (R-ENTITIES Purchase status): the group and its tickets. */
import type { Coupon, PurchaseStatus } from "@lotto/api";
import { purchaseStatusOf } from "@lotto/core";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { purchaseGroups, tickets } from "../db/schema/play";
import { withAddOnsFolded } from "./add-on-rows";

/**
 * The player's purchase group, or null when it does not exist or belongs to someone else. One query
 * (the group joined to its tickets): the web app polls it after every submit.
 */
export async function readPurchaseStatus(
  db: DbOrTx,
  playerId: string,
  groupId: string,
): Promise<PurchaseStatus | null> {
  const rows = await db
    .select({
      id: purchaseGroups.id,
      status: purchaseGroups.status,
      message: purchaseGroups.message,
      ticket: {
        id: tickets.id,
        status: tickets.status,
        cost: tickets.cost,
        coupon: tickets.coupon,
        drawNumbers: tickets.drawNumbers,
        message: tickets.message,
        addOnOf: tickets.addOnOf,
      },
    })
    .from(purchaseGroups)
    .leftJoin(tickets, eq(tickets.groupId, purchaseGroups.id))
    .where(and(eq(purchaseGroups.id, groupId), eq(purchaseGroups.playerId, playerId)))
    .orderBy(asc(tickets.position));
  const group = rows[0];
  if (!group) return null;
  const ticketRows = rows.flatMap(({ ticket }) =>
    ticket ? [{ ...ticket, coupon: ticket.coupon as Coupon }] : [],
  );
  return purchaseStatusOf(group, withAddOnsFolded(ticketRows));
}
