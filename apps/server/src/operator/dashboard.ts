/**
 * The operator console's dashboard (docs/api.md "Operator: run time"): today's sales by game (the
 * Perth day, cents), players whose money moved today, the queues staff work through, the next draw of
 * each game, the newest client errors and staff alerts. A fixed set of ten queries, each an aggregate
 * or a bounded list over an index, whatever the size of the shop.
 */
import { gameById, isGameId, PERTH, PLAY_HISTORY_STATUS } from "@lotto/core";
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  sql,
  sum,
} from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { callbackRequests, ledgerEntries } from "../db/schema/accounts";
import { clientErrors } from "../db/schema/client-errors";
import { identityReviews } from "../db/schema/identity";
import { draws, tickets } from "../db/schema/play";
import { withdrawals } from "../db/schema/withdrawals";
import { toDate, toInstant } from "../db/time";
import { recentStaffAlerts } from "./staff-alerts";

/** Client errors the dashboard lists. */
const RECENT_ERRORS = 10;

/** Tickets that count as sold: bought and not cancelled, failed or blocked. */
const SOLD = [
  PLAY_HISTORY_STATUS.PARTICIPATING,
  PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID,
  PLAY_HISTORY_STATUS.WINNING,
  PLAY_HISTORY_STATUS.PAID,
  PLAY_HISTORY_STATUS.NOT_WINNING,
];

const gameName = (id: number) => (isGameId(id) ? gameById(id).name : `Game ${id}`);

/** The Perth day of `now`, as the instants it starts and ends at. */
function perthDay(now: Temporal.Instant) {
  const date = now.toZonedDateTimeISO(PERTH).toPlainDate();
  const start = date.toZonedDateTime({ timeZone: PERTH }).toInstant();
  const end = date.add({ days: 1 }).toZonedDateTime({ timeZone: PERTH }).toInstant();
  return { date, start: toDate(start), end: toDate(end) };
}

/** Sales of today's purchases by game: each purchase's ledger entry dates it (an index, not a scan). */
function salesToday(db: Db, start: Date, end: Date) {
  return db
    .select({ gameId: tickets.gameId, tickets: count(), amount: sum(tickets.cost).mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(tickets, eq(sql`'purchase:' || ${tickets.groupId}`, ledgerEntries.reference))
    .where(
      and(
        eq(ledgerEntries.kind, "purchase"),
        gte(ledgerEntries.createdAt, start),
        lt(ledgerEntries.createdAt, end),
        inArray(tickets.status, SOLD),
      ),
    )
    .groupBy(tickets.gameId)
    .orderBy(asc(tickets.gameId));
}

/** The dashboard as of `now` (see the file's comment). */
export async function dashboard(db: Db, now: Temporal.Instant) {
  const { date, start, end } = perthDay(now);
  const [sales, [active], [pending], [reviews], [callbacks], [claims], next, errors, alerts] =
    await Promise.all([
      salesToday(db, start, end),
      db
        .select({ n: countDistinct(ledgerEntries.playerId) })
        .from(ledgerEntries)
        .where(and(gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end))),
      db
        .select({ n: count(), amount: sum(withdrawals.amount).mapWith(Number) })
        .from(withdrawals)
        .where(inArray(withdrawals.status, ["pending", "held"])),
      db.select({ n: count() }).from(identityReviews).where(isNull(identityReviews.decision)),
      db.select({ n: count() }).from(callbackRequests).where(isNull(callbackRequests.doneAt)),
      db
        .select({ n: count() })
        .from(tickets)
        .where(eq(tickets.status, PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID)),
      db
        .selectDistinctOn([draws.gameId], {
          gameId: draws.gameId,
          drawNumber: draws.drawNumber,
          drawTime: draws.drawTime,
        })
        .from(draws)
        .where(and(eq(draws.status, "open"), gt(draws.drawTime, now.toString())))
        .orderBy(asc(draws.gameId), asc(draws.drawTime)),
      db
        .select({
          id: clientErrors.id,
          kind: clientErrors.kind,
          message: clientErrors.message,
          url: clientErrors.url,
          createdAt: clientErrors.createdAt,
        })
        .from(clientErrors)
        .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
        .limit(RECENT_ERRORS),
      recentStaffAlerts(db),
    ]);
  const salesRows = sales.map((row) => ({
    game_id: row.gameId,
    name: gameName(row.gameId),
    tickets: row.tickets,
    amount: row.amount ?? 0,
  }));
  return {
    day: date.toString(),
    sales: salesRows,
    sales_total: salesRows.reduce((total, row) => total + row.amount, 0),
    players_active: active?.n ?? 0,
    pending_withdrawals: { count: pending?.n ?? 0, amount: pending?.amount ?? 0 },
    open_identity_reviews: reviews?.n ?? 0,
    open_callbacks: callbacks?.n ?? 0,
    unpaid_claims: claims?.n ?? 0,
    next_draws: next
      .map((row) => ({
        game_id: row.gameId,
        name: gameName(row.gameId),
        draw_number: row.drawNumber,
        draw_time: toInstant(new Date(row.drawTime)).toString(),
      }))
      .sort((a, b) => a.draw_time.localeCompare(b.draw_time)),
    recent_client_errors: errors.map((row) => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      url: row.url,
      created_at: toInstant(row.createdAt).toString(),
    })),
    alerts,
  };
}
