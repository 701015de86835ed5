/**
 * What a settled draw tells players (notification centre): each winner what they won in it, every other
 * player with a ticket in it that it brought no win, each row naming the ticket it opens (the biggest
 * win's, else the player's latest in the draw); and every player whose jackpot alert threshold
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

/**
 * Writes the draw's notifications and announces them; returns how many were written. Wins above
 * `autoPayLimit` wait for a claim: the win's `claim_amount` says how much of it does.
 */
export async function writeDrawNotifications(
  tx: Tx,
  gameId: number,
  drawNumber: number,
  autoPayLimit: number,
): Promise<number> {
  const outcomes = await tx.execute(sql`
    INSERT INTO notifications
      (player_id, kind, game_id, draw_number, amount, claim_amount, ticket_id, created_at)
    SELECT t.player_id,
           CASE WHEN sum(td.prize) > 0 THEN 'won' ELSE 'drawn' END,
           ${gameId}::int, ${drawNumber}::int,
           CASE WHEN sum(td.prize) > 0 THEN sum(td.prize)::bigint END,
           CASE WHEN sum(td.prize) > 0
             THEN sum(CASE WHEN td.prize > ${autoPayLimit} THEN td.prize ELSE 0 END)::bigint END,
           -- The play history's order (play/play-history.ts): its first ticket of the draw is the latest.
           -- An add-on game's ticket is shown as part of the ticket it rides on, so the link opens that one.
           (array_agg(coalesce(t.add_on_of, t.id) ORDER BY td.prize DESC, t.created_at DESC, t.group_id DESC, t.position, t.id))[1],
           now()
    FROM ticket_draws td JOIN tickets t ON t.id = td.ticket_id
    WHERE td.game_id = ${gameId} AND td.draw_number = ${drawNumber}
    GROUP BY t.player_id
    ON CONFLICT DO NOTHING RETURNING id`);
  const ids = [...idsOf(outcomes), ...(await writeJackpotAlerts(tx, gameId, drawNumber))];
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
