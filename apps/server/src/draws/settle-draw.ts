/**
 * Settlement of one drawn draw: lottery-core judges every covered ticket (`evaluateEntry`), computes the
 * dividends from the game's prize structure and prices each ticket (`resultPrize`); this module loads the
 * rows and writes the outcome: pay small wins through the ledger, mark large ones for a claim, roll the
 * jackpot, mark the draw settled and write the players' notifications, all in ONE transaction. A second run finds the draw settled and
 * does nothing; a crash rolls the whole transaction back, so the next run starts cleanly.
 */
import {
  type Cents,
  type Coupon,
  computeDividends,
  type DrawNumbers,
  evaluateEntry,
  type GameId,
  gameById,
  nextJackpot,
  resultPrize,
} from "@lotto/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db";
import { dividends, draws } from "../db/schema/play";
import { writeDrawNotifications } from "../notifications/draw-notifications";
import { postLedgerEntry } from "../wallet/ledger";
import { divisionMatrix } from "./results";
import { type SettledTicket, type TicketWin, writePrizes, writeTicketStatuses } from "./settle-writes";

/** Wins above this wait for a claim (WINNING_NOT_YET_PAID); smaller ones are credited (PAID). */
export const AUTO_PAY_LIMIT: Cents = 100_000;

export interface SettleResult {
  settled: boolean;
  tickets: number;
  paid: Cents;
}

interface CoveredRow {
  ticketId: string;
  playerId: string;
  coupon: unknown;
  cost: number;
  draws: number;
}

/** Settles the draw if it is drawn and not yet settled (R-DRAW-ENGINE); safe to call any number of times. */
export async function settleDraw(tx: Tx, gameId: GameId, drawNumber: number): Promise<SettleResult> {
  const [draw] = await tx
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, drawNumber)))
    .for("update");
  if (draw?.status !== "drawn") return { settled: false, tickets: 0, paid: 0 };
  const drawn: DrawNumbers = {
    winning: draw.winning ?? [],
    supplementary: draw.supplementary ?? [],
    powerball: draw.powerball,
  };
  // Raw rows: drizzle's per-row mapping cost more than judging the games of a million-game draw.
  const covered = await tx.execute(sql`
    SELECT t.id AS "ticketId", t.player_id AS "playerId", t.coupon, t.cost::float8 AS cost,
           cardinality(t.draw_numbers) AS draws
    FROM ticket_draws td JOIN tickets t ON t.id = td.ticket_id
    WHERE td.game_id = ${gameId} AND td.draw_number = ${drawNumber}`);
  const rows = (covered as unknown as { rows: CoveredRow[] }).rows;

  // Sales of this draw: each ticket's cost spread evenly over the draws it covers.
  const sales = rows.reduce((sum, row) => sum + Math.floor(row.cost / Math.max(1, row.draws)), 0);
  const game = gameById(gameId);
  const judged = rows.map((row) => {
    const coupon = row.coupon as Coupon;
    return { row, coupon, result: evaluateEntry(coupon, drawn, game) };
  });
  const winners = new Map<number, number>();
  for (const { result } of judged) {
    for (const line of result.lines)
      for (const [division, count] of Object.entries(line.wins)) {
        winners.set(Number(division), (winners.get(Number(division)) ?? 0) + count);
      }
  }
  const structure = game.prizes;
  const outcome = computeDividends({ structure, sales, jackpot: draw.jackpot, winners });
  const each = Object.fromEntries(outcome.divisions.map((d) => [d.division, d.each]));

  const wins: TicketWin[] = [];
  const settled: SettledTicket[] = [];
  // Small wins are credited once per player and draw, so a big draw posts few ledger entries.
  const credits = new Map<string, Cents>();
  for (const { row, coupon, result } of judged) {
    const { prize } = resultPrize(coupon, result, each, game);
    if (prize > 0) wins.push({ ticketId: row.ticketId, prize });
    settled.push({ ticketId: row.ticketId, prize, draws: Number(row.draws) });
    if (prize > 0 && prize <= AUTO_PAY_LIMIT)
      credits.set(row.playerId, (credits.get(row.playerId) ?? 0) + prize);
  }
  await writePrizes(tx, gameId, drawNumber, wins);
  await writeTicketStatuses(tx, gameId, drawNumber, settled, AUTO_PAY_LIMIT);
  let paid = 0;
  for (const [playerId, amount] of credits) {
    await postLedgerEntry(tx, {
      playerId,
      kind: "winning",
      amount,
      reference: `win:${gameId}:${drawNumber}`,
    });
    paid += amount;
  }
  if (outcome.divisions.length > 0) {
    await tx.insert(dividends).values(
      outcome.divisions.map((d) => ({
        gameId,
        drawNumber,
        division: d.division,
        each: d.each,
        winners: d.winners,
        pool: d.pool,
      })),
    );
  }
  const divisionsJson = Object.fromEntries(
    outcome.divisions.map((d) => [String(d.division), { each: d.each, winners: d.winners, wa: d.winners }]),
  );
  await tx
    .update(draws)
    .set({
      status: "settled",
      divisions: divisionsJson,
      divisionMatrix: divisionMatrix(gameId),
      settledAt: sql`now()`,
    })
    .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, drawNumber)));
  // An extra draw's jackpot is its own guarantee: it does not roll on (migration 0102).
  if (!draw.extra) await rollJackpot(tx, gameId, drawNumber, nextJackpot(structure, outcome.rollover));
  await writeDrawNotifications(tx, gameId, drawNumber, AUTO_PAY_LIMIT);
  return { settled: true, tickets: rows.length, paid };
}

/** The next regular draw advertises the rolled-over (or reset) Division 1 jackpot; extra draws keep theirs. */
async function rollJackpot(tx: Tx, gameId: GameId, drawNumber: number, jackpot: Cents): Promise<void> {
  if (jackpot === 0) return;
  await tx.execute(sql`
    UPDATE draws SET jackpot = ${jackpot}
    WHERE game_id = ${gameId} AND draw_number = (
      SELECT min(draw_number) FROM draws
      WHERE game_id = ${gameId} AND draw_number > ${drawNumber} AND NOT extra
    )`);
}
