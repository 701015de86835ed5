/**
 * What a settled draw tells players (notification centre): every player with a ticket in it hears
 * that it was drawn, each winner what they won in it, and every player whose jackpot alert threshold
 * the game's next jackpot reaches hears the new jackpot. Written in the settlement's transaction (the
 * unique key makes a re-run write nothing), then announced on the database's notification channel,
 * which PostgreSQL delivers to every listening server instance when the transaction commits.
 */
import { jackpotAlertDue } from "@lotto/core";
import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../db";
import { announce } from "../db/notification-channel";
import { players } from "../db/schema/accounts";
import { notificationSettings, notifications } from "../db/schema/operations";
import { draws } from "../db/schema/play";

/** The ids written by one settlement, announced as `{"from": min, "to": max}`. */
export interface NotificationRange {
  from: number;
  to: number;
}

const idsOf = (result: unknown) =>
  (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));

/** Writes the draw's notifications and announces them; returns how many were written. */
export async function writeDrawNotifications(tx: Tx, gameId: number, drawNumber: number): Promise<number> {
  const drawn = await tx.execute(sql`
    INSERT INTO notifications (player_id, kind, game_id, draw_number, amount, created_at)
    SELECT DISTINCT t.player_id, 'drawn', ${gameId}::int, ${drawNumber}::int, NULL::bigint, now()
    FROM ticket_draws td JOIN tickets t ON t.id = td.ticket_id
    WHERE td.game_id = ${gameId} AND td.draw_number = ${drawNumber}
    ON CONFLICT DO NOTHING RETURNING id`);
  const won = await tx.execute(sql`
    INSERT INTO notifications (player_id, kind, game_id, draw_number, amount, created_at)
    SELECT t.player_id, 'won', ${gameId}::int, ${drawNumber}::int, sum(td.prize)::bigint, now()
    FROM ticket_draws td JOIN tickets t ON t.id = td.ticket_id
    WHERE td.game_id = ${gameId} AND td.draw_number = ${drawNumber} AND td.prize > 0
    GROUP BY t.player_id
    ON CONFLICT DO NOTHING RETURNING id`);
  const ids = [...idsOf(drawn), ...idsOf(won), ...(await writeJackpotAlerts(tx, gameId, drawNumber))];
  if (ids.length === 0) return 0;
  const range = ids.reduce<NotificationRange>(
    (r, id) => ({ from: Math.min(r.from, id), to: Math.max(r.to, id) }),
    { from: Number.POSITIVE_INFINITY, to: 0 },
  );
  await announce(tx, range);
  return ids.length;
}

const CHUNK = 2_000;

/**
 * Alerts for the game's next regular draw's jackpot, as the settlement just rolled (or reset) it, to
 * every active player whose chosen threshold it reaches (core's `jackpotAlertDue`).
 */
async function writeJackpotAlerts(tx: Tx, gameId: number, drawNumber: number): Promise<number[]> {
  const [next] = await tx
    .select({ drawNumber: draws.drawNumber, jackpot: draws.jackpot })
    .from(draws)
    .where(and(eq(draws.gameId, gameId), gt(draws.drawNumber, drawNumber), eq(draws.extra, false)))
    .orderBy(asc(draws.drawNumber))
    .limit(1);
  if (!next) return [];
  const watchers = await tx
    .select({ playerId: notificationSettings.playerId, threshold: notificationSettings.jackpotThreshold })
    .from(notificationSettings)
    .innerJoin(players, eq(players.id, notificationSettings.playerId))
    .where(and(isNotNull(notificationSettings.jackpotThreshold), eq(players.status, "ACTIVE")));
  const due = watchers.filter((w) => jackpotAlertDue(next.jackpot, w.threshold));
  const ids: number[] = [];
  for (let i = 0; i < due.length; i += CHUNK) {
    const rows = await tx
      .insert(notifications)
      .values(
        due.slice(i, i + CHUNK).map((w) => ({
          playerId: w.playerId,
          kind: "jackpot" as const,
          gameId,
          drawNumber: next.drawNumber,
          amount: next.jackpot,
          createdAt: sql`now()`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
