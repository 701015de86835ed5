import type { CartTicket, Cents } from "../model/entities";

/**
 * Total price of tickets in integer cents (R-ENTITIES Cart state totalPrice; R-GAMES amounts in cents).
 * @example cartTotal([{ cost: 850 }, { cost: 1200 }] as CartTicket[]) // 2050
 */
export function cartTotal(tickets: readonly Pick<CartTicket, "cost">[]): Cents {
  return tickets.reduce((sum, ticket) => sum + ticket.cost, 0);
}
