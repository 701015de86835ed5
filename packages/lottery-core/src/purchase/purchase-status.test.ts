import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PurchaseTicketRow, purchaseStatusOf } from "./purchase-status";

const row = fc.record({
  id: fc.uuid(),
  status: fc.constantFrom(2, 101),
  cost: fc.nat(),
  coupon: fc.record({ game_id: fc.constantFrom(5127, 5130) }),
  drawNumbers: fc.array(fc.nat(), { maxLength: 4 }),
  message: fc.option(fc.string(), { nil: null }),
});

describe("a purchase group's status from its rows (R-ENTITIES Purchase status)", () => {
  it("names the fields as the API does", () => {
    const ticket: PurchaseTicketRow<{ game_id: number }> = {
      id: "t1",
      status: 101,
      cost: 340,
      coupon: { game_id: 5127 },
      drawNumbers: [4521, 4522],
      message: "refused",
    };
    expect(purchaseStatusOf({ id: "g1", status: "COMPLETED_WITH_ERRORS", message: null }, [ticket])).toEqual({
      id: "g1",
      status: "COMPLETED_WITH_ERRORS",
      message: null,
      tickets: [
        {
          id: "t1",
          status: 101,
          cost: 340,
          coupon: { game_id: 5127 },
          draw_numbers: [4521, 4522],
          message: "refused",
        },
      ],
    });
  });

  it("keeps every ticket, in order, with its own fields", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), (rows) => {
        const status = purchaseStatusOf({ id: "g", status: "FAILED", message: "m" }, rows);
        expect(status.tickets.map((t) => t.id)).toEqual(rows.map((r) => r.id));
        expect(status.tickets.map((t) => t.draw_numbers)).toEqual(rows.map((r) => r.drawNumbers));
        expect(status.tickets.map(({ status: s, cost, message }) => ({ s, cost, message }))).toEqual(
          rows.map(({ status: s, cost, message }) => ({ s, cost, message })),
        );
      }),
    );
  });
});
