import type { CartTicket } from "../model/entities";
import { isCartTicket } from "./cart-ticket-guard";

/**
 * The local-storage key of a player's cart (R-ENTITIES Storage: `{playerId}_cart`).
 * @example cartStorageKey("P123") // "P123_cart"
 */
export function cartStorageKey(playerId: string): string {
  return `${playerId}_cart`;
}

/** Serialises the cart's tickets for its storage key (R-STATES Cart: saved on every change). */
export function serializeCart(tickets: readonly CartTicket[]): string {
  return JSON.stringify(tickets);
}

/** What was read from storage: the tickets, or why the stored value was thrown away. */
export type ParsedCart = { ok: true; tickets: CartTicket[] } | { ok: false; tickets: []; reason: string };

/**
 * Reads a stored cart (R-STATES Cart: loaded per player on login). Nothing stored is an empty cart;
 * corrupt data (bad JSON, not a list, a malformed ticket) gives an empty cart and the reason, so the
 * caller reports and resets it instead of crashing.
 * @example parseCart("{oops") // { ok: false, tickets: [], reason: "not JSON" }
 */
export function parseCart(raw: string | null): ParsedCart {
  if (raw === null) return { ok: true, tickets: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, tickets: [], reason: "not JSON" };
  }
  if (!Array.isArray(value)) return { ok: false, tickets: [], reason: "not a list of tickets" };
  const bad = value.findIndex((ticket) => !isCartTicket(ticket));
  if (bad >= 0) return { ok: false, tickets: [], reason: `ticket ${bad} is malformed` };
  return { ok: true, tickets: value as CartTicket[] };
}
