/**
 * The bulk writes of a settlement (R-DRAW-ENGINE): one statement marks the draw's covered tickets settled;
 * prizes and ticket statuses go a few thousand rows per statement through `jsonb_to_recordset`, so
 * settling a million games stays fast. Per-board details are recomputed when read (play history).
 */
import { type Cents, ticketStatusAfter } from "@lotto/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../db";

const CHUNK = 2_000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A winning ticket's prize in the draw. */
export interface TicketWin {
  ticketId: string;
  prize: Cents;
}

/** Marks every covered ticket of the draw settled, then writes the prizes of the winning ones. */
export async function writePrizes(
  tx: Tx,
  gameId: number,
  drawNumber: number,
  wins: readonly TicketWin[],
): Promise<void> {
  await tx.execute(
    sql`UPDATE ticket_draws SET settled = true WHERE game_id = ${gameId} AND draw_number = ${drawNumber}`,
  );
  for (const chunk of chunks(wins)) {
    const json = JSON.stringify(chunk.map((w) => ({ ticket_id: w.ticketId, prize: w.prize })));
    await tx.execute(sql`
      UPDATE ticket_draws AS td SET prize = v.prize
      FROM jsonb_to_recordset(${json}::jsonb) AS v(ticket_id text, prize bigint)
      WHERE td.ticket_id = v.ticket_id AND td.draw_number = ${drawNumber}`);
  }
}

/** A ticket covering the draw: its prize in this draw and how many draws it covers in all. */
export interface SettledTicket {
  ticketId: string;
  prize: Cents;
  draws: number;
}

/** Writes ticket statuses and prizes (R-ENTITIES codes): status and total from all the ticket's draws. */
async function writeStatuses(tx: Tx, updates: readonly { id: string; status: number; prize: Cents }[]) {
  for (const chunk of chunks(updates)) {
    await tx.execute(sql`
      UPDATE tickets AS t SET status = v.status, prize = v.prize
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS v(id text, status integer, prize bigint)
      WHERE t.id = v.id`);
  }
}

/**
 * Recomputes the status and total prize of the draw's tickets. A single-draw ticket's outcome is known
 * from this draw alone; multi-draw tickets read all their covered draws.
 */
export async function writeTicketStatuses(
  tx: Tx,
  gameId: number,
  drawNumber: number,
  settled: readonly SettledTicket[],
  autoPayLimit: Cents,
): Promise<void> {
  // Most single-draw tickets lose: one statement marks them all, then the winners are overwritten.
  await tx.execute(sql`
    UPDATE tickets SET status = ${ticketStatusAfter([{ settled: true, prize: 0 }], autoPayLimit)}, prize = 0
    WHERE cardinality(draw_numbers) = 1 AND id IN (
      SELECT ticket_id FROM ticket_draws WHERE game_id = ${gameId} AND draw_number = ${drawNumber})`);
  const updates = settled
    .filter((t) => t.draws === 1 && t.prize > 0)
    .map((t) => ({
      id: t.ticketId,
      status: ticketStatusAfter([{ settled: true, prize: t.prize }], autoPayLimit),
      prize: t.prize,
    }));
  const multi = settled.filter((t) => t.draws !== 1).map((t) => t.ticketId);
  for (const chunk of chunks(multi)) {
    const covered = rowsOf<{ ticket_id: string; settled: boolean; prize: string | number }>(
      await tx.execute(sql`
        SELECT ticket_id, settled, prize FROM ticket_draws
        WHERE ticket_id IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`),
    );
    const byTicket = new Map<string, { settled: boolean; prize: number }[]>();
    for (const row of covered) {
      const list = byTicket.get(row.ticket_id) ?? [];
      list.push({ settled: row.settled, prize: Number(row.prize) });
      byTicket.set(row.ticket_id, list);
    }
    for (const [id, draws] of byTicket) {
      const prize = draws.reduce((sum, d) => sum + d.prize, 0);
      updates.push({ id, status: ticketStatusAfter(draws, autoPayLimit), prize });
    }
  }
  await writeStatuses(tx, updates);
}
