import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbCartTicket, sampleTicket } from "./cart.test-support";
import { isTicketExpired, splitExpiredTickets } from "./cart-expiry";

describe("cart expiry (R-STATES Cart)", () => {
  it("expires a ticket added for a draw below the game's upcoming draw", () => {
    const ticket = sampleTicket({ added_draw_number: 4508 });
    expect(isTicketExpired(ticket, { 5127: 4510 })).toBe(true);
  });

  it("keeps a ticket added for the upcoming draw or a later one", () => {
    expect(isTicketExpired(sampleTicket({ added_draw_number: 4510 }), { 5127: 4510 })).toBe(false);
    expect(isTicketExpired(sampleTicket({ added_draw_number: 4512 }), { 5127: 4510 })).toBe(false);
  });

  it("keeps a ticket whose game's upcoming draw is unknown", () => {
    expect(isTicketExpired(sampleTicket({ added_draw_number: 1 }), { 5132: 1500 })).toBe(false);
  });

  it("splits tickets into active and expired, in order", () => {
    const a = sampleTicket({ id: "a", added_draw_number: 4508 });
    const b = sampleTicket({ id: "b", added_draw_number: 4510 });
    const c = sampleTicket({ id: "c", added_draw_number: 4506 });
    expect(splitExpiredTickets([a, b, c], { 5127: 4510 })).toEqual({ active: [b], expired: [a, c] });
  });

  it("partitions any cart: nothing lost, every expired ticket is below its game's draw", () => {
    fc.assert(
      fc.property(
        fc.array(arbCartTicket, { maxLength: 20 }),
        fc.integer({ min: 1, max: 9999 }),
        (tickets, n) => {
          const upcoming = { 5127: n, 5132: n, 2116: n };
          const { active, expired } = splitExpiredTickets(tickets, upcoming);
          expect(active.length + expired.length).toBe(tickets.length);
          expect([...active, ...expired].every((t) => tickets.includes(t))).toBe(true);
          for (const t of expired)
            expect(upcoming[t.coupon.game_id as 5127]).toBeGreaterThan(t.added_draw_number);
          for (const t of active) expect(isTicketExpired(t, upcoming)).toBe(false);
        },
      ),
    );
  });
});
