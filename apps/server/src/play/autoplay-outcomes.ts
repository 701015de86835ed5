/**
 * What the autoplay job (autoplay-job.ts) writes for one player's draw, in its transaction: each bought
 * draw as a normal purchase (group, ticket, covered draw, `purchase` ledger entry), each decision as an
 * `autoplay_runs` row, the autoplays' progress, and the player's notifications.
 */
import { randomUUID } from "node:crypto";
import { type AutoplayOutcome, type GameId, PLAY_HISTORY_STATUS } from "@lotto/core";
import { eq, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Tx } from "../db";
import { writeInOneStatement } from "../db/one-statement";
import { autoplayRuns, autoplays } from "../db/schema/autoplays";
import { notifications } from "../db/schema/operations";
import { purchaseGroups, ticketDraws, tickets } from "../db/schema/play";
import { type LockedWallet, lockedPostingWrites } from "../wallet/ledger";

/** An autoplay as stored. */
export type AutoplayRow = typeof autoplays.$inferSelect;
type Row = AutoplayRow;

/** Writes one draw's outcomes: purchases, runs, the autoplays' progress and the player's notifications. */
export async function writeOutcomes(
  tx: Tx,
  playerId: string,
  gameId: GameId,
  drawNumber: number,
  outcomes: readonly AutoplayOutcome[],
  entries: readonly { row: Row }[],
  locked: LockedWallet,
  now: Temporal.Instant,
): Promise<{ wallet: LockedWallet; bought: number; skipped: number; ids: number[] }> {
  let wallet = locked;
  let paid = 0;
  let firstTicket: string | null = null;
  let firstSkip: Extract<AutoplayOutcome, { outcome: "skip" }>["reason"] | null = null;
  let bought = 0;
  let skipped = 0;
  const at = now.toString();
  for (const outcome of outcomes) {
    if (outcome.outcome === "wait") continue;
    const row = entries.find((e) => e.row.id === outcome.id)!.row;
    const progress = {
      lastDecidedDraw: drawNumber,
      updatedAt: at,
      ...(outcome.outcome === "buy" && row.drawsLeft !== null ? { drawsLeft: row.drawsLeft - 1 } : {}),
    };
    const advance = tx.update(autoplays).set(progress).where(eq(autoplays.id, row.id));
    if (outcome.outcome === "skip") {
      skipped++;
      firstSkip ??= outcome.reason;
      await writeInOneStatement(tx, [
        tx.insert(autoplayRuns).values({
          autoplayId: row.id,
          drawNumber,
          playerId,
          gameId,
          outcome: "skipped",
          reason: outcome.reason,
          at,
        }),
        advance,
      ]);
      continue;
    }
    const groupId = randomUUID();
    const ticketId = randomUUID();
    // The debit's checks (balance never below zero) run first: a refusal throws and writes nothing.
    const debit = lockedPostingWrites(
      tx,
      { playerId, kind: "purchase", amount: -outcome.cost, reference: `purchase:${groupId}`, at: now },
      wallet,
    );
    wallet = { balance: debit.balance, winnings: debit.winnings };
    await writeInOneStatement(tx, [
      ...debit.writes,
      tx.insert(purchaseGroups).values({
        id: groupId,
        playerId,
        // The purchases' own idempotency key: a second purchase of this autoplay and draw is refused.
        idempotencyKey: `autoplay:${row.id}:${drawNumber}`,
        status: "COMPLETED",
        total: outcome.cost,
        message: null,
        createdAt: at,
      }),
      tx.insert(tickets).values({
        id: ticketId,
        groupId,
        position: 0,
        playerId,
        gameId,
        coupon: row.coupon,
        drawNumbers: [drawNumber],
        cost: outcome.cost,
        status: PLAY_HISTORY_STATUS.PARTICIPATING,
        message: null,
        createdAt: at,
      }),
      tx.insert(ticketDraws).values({ ticketId, gameId, drawNumber }),
      tx.insert(autoplayRuns).values({
        autoplayId: row.id,
        drawNumber,
        playerId,
        gameId,
        outcome: "bought",
        ticketId,
        cost: outcome.cost,
        at,
      }),
      advance,
    ]);
    bought++;
    paid += outcome.cost;
    firstTicket ??= ticketId;
  }
  const ids: number[] = [];
  const base = { playerId, gameId, drawNumber, createdAt: sql`now()` };
  if (firstTicket !== null) {
    // A later run for the same draw (a new autoplay, a raised jackpot) adds to the draw's line.
    const rows = await tx
      .insert(notifications)
      .values({ ...base, kind: "autoplay-bought", amount: paid, ticketId: firstTicket })
      .onConflictDoUpdate({
        target: [notifications.playerId, notifications.kind, notifications.gameId, notifications.drawNumber],
        set: { amount: sql`${notifications.amount} + excluded.amount`, readAt: null },
      })
      .returning({ id: notifications.id });
    ids.push(...rows.map((r) => r.id));
  }
  if (firstSkip !== null) {
    const rows = await tx
      .insert(notifications)
      .values({ ...base, kind: "autoplay-skipped", reason: firstSkip })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    ids.push(...rows.map((r) => r.id));
  }
  return { wallet, bought, skipped, ids };
}
