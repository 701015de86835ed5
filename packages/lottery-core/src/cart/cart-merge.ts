import type { CartTicket } from "../model/entities";
import { splitExpiredTickets, type UpcomingDrawNumbers } from "./cart-expiry";

/** The cart after login: the tickets still on sale and the ones that expired (R-STATES Cart). */
export interface MergedCart {
  tickets: CartTicket[];
  expired: CartTicket[];
}

// A ticket whose id is already taken gets the first free `{id}~n`: the cart edits and removes tickets by
// id, so two identical entries must stay two entries with an id each (docs/decisions.md#cart-merge).
function withUniqueIds(tickets: readonly CartTicket[]): CartTicket[] {
  const taken = new Set<string>();
  return tickets.map((ticket) => {
    let id = ticket.id;
    for (let n = 2; taken.has(id); n++) id = `${ticket.id}~${n}`;
    taken.add(id);
    return id === ticket.id ? ticket : { ...ticket, id };
  });
}

/**
 * Merges a visitor's cart into the player's saved cart at login (docs/decisions.md#cart-merge): saved
 * tickets first, then the visitor's, each kept (identical entries stay apart, with ids made unique) and
 * checked against the current draws, an expired one going to the expired list as opening /cart does
 * (R-STATES Cart). A game whose upcoming draw is unknown expires nothing yet; /cart checks it again.
 * @example mergeCarts([saved], [added], { 5127: 4510 }) // { tickets: [saved, added], expired: [] }
 */
export function mergeCarts(
  saved: readonly CartTicket[],
  visitor: readonly CartTicket[],
  upcoming: UpcomingDrawNumbers,
): MergedCart {
  const { active, expired } = splitExpiredTickets(withUniqueIds([...saved, ...visitor]), upcoming);
  return { tickets: active, expired };
}
