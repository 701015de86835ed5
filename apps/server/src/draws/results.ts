/**
 * Results of drawn draws (R-ENTITIES Result; docs/decisions.md#d3): numbers, dividends, the division matrix and the
 * verifiable-draw proof (commitment and revealed seed, R-DRAW-ENGINE). Open or closed draws never appear, so
 * a seed is never shown before its draw.
 */
import type { Dividend, GameResult, Result, ResultsPage } from "@lotto/api";
import { dateRangeWindow, type GameId, gameById } from "@lotto/core";
import { and, count, desc, eq, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { draws } from "../db/schema/play";
import { type DrawRow, isoInstant } from "./calendar";

/** Results per page of `GET /results` (docs/decisions.md#d3). */
export const RESULTS_PAGE_SIZE = 20;

const DRAWN = inArray(draws.status, ["drawn", "settled"]);

/** Division number → its winning combination, from lottery-core's division table (R-ENTITIES division_matrix). */
export function divisionMatrix(gameId: GameId): Record<string, string> {
  return Object.fromEntries(gameById(gameId).divisions.map((d) => [String(d.division), d.combination]));
}

/** The R-ENTITIES result of a drawn draw row, without the proof (the games list's latest results). */
function gameResultFromRow(row: DrawRow): GameResult {
  const gameId = row.gameId as GameId;
  return {
    game: gameId,
    draw_num: row.drawNumber,
    draw_date: isoInstant(row.drawTime),
    winning_numbers: row.winning ?? [],
    supplementary_numbers: row.supplementary ?? [],
    powerball: row.powerball,
    divisions: (row.divisions ?? {}) as Record<string, Dividend>,
    division_matrix: divisionMatrix(gameId),
  };
}

/** The wire result of a drawn draw row with its verifiable-draw proof (`GET /results`). */
export function resultFromRow(row: DrawRow): Result {
  return { ...gameResultFromRow(row), commitment: row.commitment, seed: row.seed };
}

/** The latest `limit` results of a game, newest first, without the proof (the games list). */
export async function latestResults(db: DbOrTx, gameId: GameId, limit: number): Promise<GameResult[]> {
  const rows = await db
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), DRAWN))
    .orderBy(desc(draws.drawNumber))
    .limit(limit);
  return rows.map(gameResultFromRow);
}

/** One page of a game's results, newest first, optionally those drawn on or before a Perth date (docs/decisions.md#d3). */
export async function resultsPage(
  db: DbOrTx,
  gameId: GameId,
  page: number,
  toDate?: string,
): Promise<ResultsPage> {
  const { end } = dateRangeWindow(undefined, toDate);
  const where = and(eq(draws.gameId, gameId), DRAWN, end ? lt(draws.drawTime, end.toString()) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(draws).where(where);
  const rows = await db
    .select()
    .from(draws)
    .where(where)
    .orderBy(desc(draws.drawNumber))
    .limit(RESULTS_PAGE_SIZE)
    .offset((page - 1) * RESULTS_PAGE_SIZE);
  return { results: rows.map(resultFromRow), total_pages: Math.ceil(total / RESULTS_PAGE_SIZE) };
}
