/** The notification centre's reads and writes: the list, marking read, and rows by id for the stream. */
import type { PlayerNotification } from "@lotto/api";
import { isGameId, notificationText } from "@lotto/core";
import { and, between, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { notifications } from "../db/schema/operations";
import { toDate, toInstant } from "../db/time";
import type { NotificationRange } from "./draw-notifications";

/** The list shows the latest this many. */
export const NOTIFICATION_LIST_LIMIT = 50;

type Row = typeof notifications.$inferSelect;

/** A row as the contract's notification, its line written by core. */
export function notificationOf(row: Row): PlayerNotification | null {
  if (!isGameId(row.gameId)) return null;
  return {
    id: row.id,
    kind: row.kind,
    game_id: row.gameId,
    draw_number: row.drawNumber,
    amount: row.amount,
    ticket_id: row.ticketId,
    claim_amount: row.claimAmount,
    text: notificationText({
      kind: row.kind,
      gameId: row.gameId,
      drawNumber: row.drawNumber,
      amount: row.amount,
      reason: row.reason,
    }),
    created_at: toInstant(row.createdAt).toString(),
    read: row.readAt !== null,
  };
}

const present = (rows: Row[]) => rows.flatMap((row) => notificationOf(row) ?? []);

/** The player's latest notifications, newest first, and how many of all theirs are unread. */
export async function listNotifications(db: Db, playerId: string) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, playerId))
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt))),
  ]);
  return { unread: Number(unread?.n ?? 0), notifications: present(rows) };
}

/** Marks the player's given notifications (or all of them) read; others' ids are left alone. */
export async function markRead(
  db: Db,
  playerId: string,
  ids: readonly number[] | undefined,
  now: Temporal.Instant,
) {
  if (ids?.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: toDate(now) })
    .where(
      and(
        eq(notifications.playerId, playerId),
        isNull(notifications.readAt),
        ...(ids ? [inArray(notifications.id, [...ids])] : []),
      ),
    );
}

/** The notifications of one announced range that belong to the given players, oldest first. */
export async function notificationsInRange(db: Db, range: NotificationRange, playerIds: readonly string[]) {
  if (playerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(between(notifications.id, range.from, range.to), inArray(notifications.playerId, [...playerIds])),
    )
    .orderBy(notifications.id);
  return rows.flatMap((row) => {
    const wire = notificationOf(row);
    return wire ? [{ playerId: row.playerId, notification: wire }] : [];
  });
}
