/**
 * Add-on tickets as the player sees them (R-ENTITIES addOnGame): an add-on is stored as a ticket of its own
 * game (`add_on_of`, migration 0105) but bought and shown as part of the ticket it rides on.
 */

interface StoredTicket {
  id: string;
  cost: number;
  addOnOf: string | null;
}

/**
 * The carrying tickets only, each costing what the player paid for it with its add-on: the purchase
 * status lists the cart's tickets, one for one.
 */
export function withAddOnsFolded<T extends StoredTicket>(rows: readonly T[]): T[] {
  const addOnCost = new Map<string, number>();
  for (const row of rows) {
    if (row.addOnOf !== null) addOnCost.set(row.addOnOf, (addOnCost.get(row.addOnOf) ?? 0) + row.cost);
  }
  return rows
    .filter((row) => row.addOnOf === null)
    .map((row) => ({ ...row, cost: row.cost + (addOnCost.get(row.id) ?? 0) }));
}
