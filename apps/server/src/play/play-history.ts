/**
 * The player's tickets (R-ENTITIES Play history, R-CALLS): a filtered page of entries, and one entry's details
 * per covered draw (winning numbers matched and prize per board). Every query is scoped to the player.
 */
import type { Coupon, MarkedEntry, PlayHistoryPage, PlayHistoryQuery } from "@lotto/api";
import {
  dividendTable,
  entryPrize,
  type GameId,
  gameById,
  matchedNumbers,
  ticketStatusAfter,
} from "@lotto/core";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { draws, ticketDraws, tickets } from "../db/schema/play";
import { isoInstant } from "../draws/calendar";
import { AUTO_PAY_LIMIT } from "../draws/settle-draw";
import { notFound } from "../http/http-error";

/** Tickets per page of the history. */
export const PLAY_HISTORY_PAGE_SIZE = 20;

const perthStart = (date: string) =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: "Australia/Perth" }).toInstant().toString();

/**
 * One page of the player's tickets, newest first (a purchase's tickets in cart order), filtered as
 * R-CALLS lists; ordered by a unique key so every ticket appears on exactly one page.
 */
export async function playHistory(
  db: Db,
  playerId: string,
  query: PlayHistoryQuery,
): Promise<PlayHistoryPage> {
  // An add-on game is listed with the ticket it rides on, not on its own.
  const filters: SQL[] = [eq(tickets.playerId, playerId), isNull(tickets.addOnOf)];
  if (query.game_id !== undefined) filters.push(eq(tickets.gameId, query.game_id));
  if (query.status !== undefined) filters.push(eq(tickets.status, query.status));
  if (query.from_date) filters.push(gte(tickets.createdAt, perthStart(query.from_date)));
  if (query.to_date) {
    const next = Temporal.PlainDate.from(query.to_date).add({ days: 1 }).toString();
    filters.push(lt(tickets.createdAt, perthStart(next)));
  }
  const where = and(...filters);
  const page = query.page ?? 1;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tickets).where(where);
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    // Ends with the primary key, so the order is total: tickets bought in the same instant would
    // otherwise come in a different order on each page's query.
    .orderBy(desc(tickets.createdAt), desc(tickets.groupId), asc(tickets.position), asc(tickets.id))
    .limit(PLAY_HISTORY_PAGE_SIZE)
    .offset((page - 1) * PLAY_HISTORY_PAGE_SIZE);
  const addOns = await addOnsOf(
    db,
    playerId,
    rows.map((row) => row.id),
  );
  return {
    results: rows.map((row) => {
      const addOn = addOns.get(row.id);
      return {
        cpnId: row.id,
        game_id: row.gameId as GameId,
        status: row.status,
        cost: row.cost + (addOn?.cost ?? 0),
        prize: row.prize,
        purchase_date: isoInstant(row.createdAt),
        first_draw_num: row.drawNumbers[0] ?? 0,
        end_draw_num: row.drawNumbers.at(-1) ?? 0,
        coupon: row.coupon as Coupon,
        ...(addOn
          ? {
              add_on: {
                cpnId: addOn.id,
                game_id: addOn.gameId as GameId,
                status: addOn.status,
                cost: addOn.cost,
                prize: addOn.prize,
              },
            }
          : {}),
      };
    }),
    total_pages: Math.ceil(total / PLAY_HISTORY_PAGE_SIZE),
  };
}

type TicketRow = typeof tickets.$inferSelect;

/** The add-on tickets riding on these tickets of the player, by the ticket they ride on. */
async function addOnsOf(db: Db, playerId: string, ids: readonly string[]): Promise<Map<string, TicketRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.playerId, playerId), inArray(tickets.addOnOf, [...ids])));
  return new Map(rows.map((row) => [row.addOnOf!, row]));
}

/** One ticket's details per covered draw within [first, end] (R-CALLS marked entry). */
export async function markedEntry(
  db: Db,
  playerId: string,
  couponId: string,
  range: { first_draw_num?: number | undefined; end_draw_num?: number | undefined },
): Promise<MarkedEntry> {
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, couponId), eq(tickets.playerId, playerId)));
  if (!ticket) throw notFound();
  const addOn = (await addOnsOf(db, playerId, [ticket.id])).get(ticket.id);
  const own = await markedDraws(db, ticket, range);
  if (!addOn) return own;
  const addOnDetails = await markedDraws(db, addOn, {});
  return { ...own, cost: own.cost + addOn.cost, add_on: addOnDetails };
}

/** A ticket's details per covered draw within [first, end]. */
async function markedDraws(
  db: Db,
  ticket: TicketRow,
  range: { first_draw_num?: number | undefined; end_draw_num?: number | undefined },
): Promise<Omit<MarkedEntry, "add_on">> {
  const coupon = ticket.coupon as Coupon;
  const game = gameById(coupon.game_id);
  const covered = await db
    .select({ td: ticketDraws, draw: draws })
    .from(ticketDraws)
    .innerJoin(draws, and(eq(draws.gameId, ticketDraws.gameId), eq(draws.drawNumber, ticketDraws.drawNumber)))
    .where(eq(ticketDraws.ticketId, ticket.id))
    .orderBy(asc(ticketDraws.drawNumber));
  const inRange = covered.filter(
    ({ td }) =>
      (range.first_draw_num === undefined || td.drawNumber >= range.first_draw_num) &&
      (range.end_draw_num === undefined || td.drawNumber <= range.end_draw_num),
  );
  return {
    cpnId: ticket.id,
    game_id: ticket.gameId as GameId,
    status: ticket.status,
    cost: ticket.cost,
    prize: ticket.prize,
    coupon,
    draws: inRange.map(({ td, draw }) => {
      const drawn = draw.status === "drawn" || draw.status === "settled";
      const numbers = {
        winning: draw.winning ?? [],
        supplementary: draw.supplementary ?? [],
        powerball: draw.powerball,
      };
      // Recomputed on read, never stored: each board's best division and prize once settled.
      const dividends = dividendTable((draw.divisions ?? {}) as Record<string, { each: number }>);
      const detail = drawn && td.settled ? entryPrize(coupon, numbers, dividends, game).boards : [];
      return {
        draw_number: td.drawNumber,
        draw_date: isoInstant(draw.drawTime),
        status: ticketStatusAfter([{ settled: td.settled, prize: td.prize }], AUTO_PAY_LIMIT),
        winning_numbers: drawn ? numbers.winning : [],
        supplementary_numbers: drawn ? numbers.supplementary : [],
        powerball: drawn ? draw.powerball : null,
        prize: td.prize,
        boards: coupon.game_data.map((group, i) => ({
          group_name: group.group_name,
          numbers: group.numbers,
          powerball: group.powerball,
          matched: drawn ? matchedNumbers(game, group.numbers, numbers) : [],
          division: detail[i]?.best ?? null,
          prize: detail[i]?.prize ?? 0,
        })),
      };
    }),
  };
}
