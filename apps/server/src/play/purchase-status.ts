/** `GET /games/tickets-purchase/{groupId}` (spec §3 Purchase status): the group and its tickets. */
import type { Coupon, PurchaseStatus } from "@lotto/api";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { purchaseGroups, tickets } from "../db/schema/play";

/** The player's purchase group, or null when it does not exist or belongs to someone else. */
export async function readPurchaseStatus(
  db: DbOrTx,
  playerId: string,
  groupId: string,
): Promise<PurchaseStatus | null> {
  const [group] = await db
    .select()
    .from(purchaseGroups)
    .where(and(eq(purchaseGroups.id, groupId), eq(purchaseGroups.playerId, playerId)));
  if (!group) return null;
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.groupId, groupId))
    .orderBy(asc(tickets.position));
  return {
    id: group.id,
    status: group.status,
    message: group.message,
    tickets: rows.map((row) => ({
      id: row.id,
      status: row.status,
      cost: row.cost,
      coupon: row.coupon as Coupon,
      draw_numbers: row.drawNumbers,
      message: row.message,
    })),
  };
}
