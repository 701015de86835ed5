/**
 * The draw engine (R-DRAW-ENGINE): closes draws at sales close, draws them at draw time from their committed
 * seed with lottery-core's `deriveDrawNumbers`, and settles them. Each step is a compare-and-set on the
 * draw's status inside a transaction that first takes a per-draw advisory lock with `pg_try_…`, so two
 * server processes on one PostgreSQL never run the same draw: the second skips it.
 */
import { deriveDrawNumbers, type GameId } from "@lotto/core";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { draws } from "../db/schema/play";
import { calendarChanged } from "./calendar-version";
import { type SettleResult, settleDraw } from "./settle-draw";
import { settlementTimed } from "./settlement-timing";

/** What one pass of the engine did. */
export interface RunReport {
  closed: number;
  drawn: number;
  settled: number;
}

/** Takes the draw's advisory lock for this transaction; false when another process holds it. */
export async function tryLockDraw(tx: Tx, gameId: number, drawNumber: number): Promise<boolean> {
  const result = await tx.execute(
    sql`SELECT pg_try_advisory_xact_lock(${gameId}::int, ${drawNumber}::int) AS locked`,
  );
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

/** Stops sales of every draw whose sales close has passed (R-DRAW-ENGINE: then purchases are refused). */
export async function closeDueDraws(db: Db, now: Temporal.Instant): Promise<number> {
  const closed = await db
    .update(draws)
    .set({ status: "closed" })
    .where(and(eq(draws.status, "open"), lte(draws.salesClose, now.toString())))
    .returning({ n: draws.drawNumber });
  if (closed.length > 0) await calendarChanged(db);
  return closed.length;
}

/** Draws one closed draw from its seed; false when it was not closed or another process has it. */
export async function drawOne(
  db: Db,
  gameId: GameId,
  drawNumber: number,
  now: Temporal.Instant,
): Promise<boolean> {
  const drawn = await db.transaction(async (tx) => {
    if (!(await tryLockDraw(tx, gameId, drawNumber))) return false;
    const [draw] = await tx
      .select({ status: draws.status, seed: draws.seed })
      .from(draws)
      .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, drawNumber)))
      .for("update");
    if (draw?.status !== "closed") return false;
    const numbers = deriveDrawNumbers(gameId, drawNumber, draw.seed);
    await tx
      .update(draws)
      .set({
        status: "drawn",
        winning: numbers.winning,
        supplementary: numbers.supplementary,
        powerball: numbers.powerball,
        drawnAt: now.toString(),
      })
      .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, drawNumber)));
    return true;
  });
  if (drawn) await calendarChanged(db);
  return drawn;
}

/** Settles one drawn draw under its advisory lock; a no-op when already settled or held elsewhere. */
export async function settleOne(db: Db, gameId: GameId, drawNumber: number): Promise<SettleResult> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    if (!(await tryLockDraw(tx, gameId, drawNumber))) return { settled: false, tickets: 0, paid: 0 };
    return settleDraw(tx, gameId, drawNumber);
  });
  if (result.settled) {
    settlementTimed(db, (performance.now() - started) / 1000);
    await calendarChanged(db);
  }
  return result;
}

/** One pass: close due draws, draw those past their draw time, settle every drawn draw (R-DRAW-ENGINE). */
export async function runDueDraws(db: Db, now: Temporal.Instant): Promise<RunReport> {
  const closed = await closeDueDraws(db, now);
  const due = await db
    .select({ gameId: draws.gameId, drawNumber: draws.drawNumber })
    .from(draws)
    .where(and(eq(draws.status, "closed"), lte(draws.drawTime, now.toString())))
    .orderBy(asc(draws.drawTime));
  let drawn = 0;
  for (const d of due) if (await drawOne(db, d.gameId as GameId, d.drawNumber, now)) drawn++;
  const toSettle = await db
    .select({ gameId: draws.gameId, drawNumber: draws.drawNumber })
    .from(draws)
    .where(inArray(draws.status, ["drawn"]))
    .orderBy(asc(draws.drawTime));
  let settled = 0;
  for (const d of toSettle) if ((await settleOne(db, d.gameId as GameId, d.drawNumber)).settled) settled++;
  return { closed, drawn, settled };
}
