import type { CartTicket, GameId } from "../model/entities";

/** The current upcoming draw number of each game, from `GET /games` (R-ENTITIES upcoming_draw). */
export type UpcomingDrawNumbers = Partial<Record<GameId, number>>;

/**
 * Whether a cart ticket has expired: it was added for a draw older than its game's upcoming draw
 * (R-STATES Cart). A game whose upcoming draw is unknown cannot expire a ticket yet.
 * @example isTicketExpired(ticket, { [ticket.coupon.game_id]: 4510 }) // true when ticket.added_draw_number < 4510
 */
export function isTicketExpired(ticket: CartTicket, upcoming: UpcomingDrawNumbers): boolean {
  const current = upcoming[ticket.coupon.game_id];
  return current !== undefined && ticket.added_draw_number < current;
}

/**
 * Splits the cart into tickets still on sale and expired ones, keeping their order (R-STATES Cart:
 * opening /cart moves expired tickets to expiredTickets).
 */
export function splitExpiredTickets(
  tickets: readonly CartTicket[],
  upcoming: UpcomingDrawNumbers,
): { active: CartTicket[]; expired: CartTicket[] } {
  const active: CartTicket[] = [];
  const expired: CartTicket[] = [];
  for (const ticket of tickets) (isTicketExpired(ticket, upcoming) ? expired : active).push(ticket);
  return { active, expired };
}
