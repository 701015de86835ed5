/**
 * Results of drawn draws (spec §3 Result; DECISIONS 3): numbers, dividends, the division matrix and the
 * verifiable-draw proof (commitment and revealed seed, issue 5). Open or closed draws never appear, so
 * a seed is never shown before its draw.
 */
import type { Dividend, Result, ResultsPage } from "@lotto/api";
import { type GameId, gameById } from "@lotto/core";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { draws } from "../db/schema/play";
import { type DrawRow, isoInstant } from "./calendar";

/** Results per page of `GET /results` (DECISIONS 3). */
export const RESULTS_PAGE_SIZE = 20;

const DRAWN = inArray(draws.status, ["drawn", "settled"]);

/** Division number → its winning combination, from lottery-core's division table (spec §3 division_matrix). */
export function divisionMatrix(gameId: GameId): Record<string, string> {
  return Object.fromEntries(gameById(gameId).divisions.map((d) => [String(d.division), d.combination]));
}

/** The wire result of a drawn draw row. */
export function resultFromRow(row: DrawRow): Result {
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
    commitment: row.commitment,
    seed: row.seed,
  };
}

/** The latest `limit` results of a game, newest first. */
export async function latestResults(db: DbOrTx, gameId: GameId, limit: number): Promise<Result[]> {
  const rows = await db
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), DRAWN))
    .orderBy(desc(draws.drawNumber))
    .limit(limit);
  return rows.map(resultFromRow);
}

/** One page of a game's results, newest first (DECISIONS 3). */
export async function resultsPage(db: DbOrTx, gameId: GameId, page: number): Promise<ResultsPage> {
  const where = and(eq(draws.gameId, gameId), DRAWN);
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
