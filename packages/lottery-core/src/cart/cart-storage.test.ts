import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbCartTicket, sampleTicket } from "./cart.test-support";
import { cartStorageKey, parseCart, serializeCart } from "./cart-storage";

describe("cart storage (R-ENTITIES Storage, R-STATES Cart)", () => {
  it("keys the cart by player", () => {
    expect(cartStorageKey("P123")).toBe("P123_cart");
  });

  it("reads nothing stored as an empty cart", () => {
    expect(parseCart(null)).toEqual({ ok: true, tickets: [] });
  });

  it("round-trips any valid cart", () => {
    fc.assert(
      fc.property(fc.array(arbCartTicket, { maxLength: 10 }), (tickets) => {
        expect(parseCart(serializeCart(tickets))).toEqual({ ok: true, tickets });
      }),
    );
  });

  it("reports and resets corrupt data with the reason", () => {
    expect(parseCart("{oops")).toEqual({ ok: false, tickets: [], reason: "not JSON" });
    expect(parseCart('{"tickets":[]}')).toEqual({ ok: false, tickets: [], reason: "not a list of tickets" });
    const bad = { ...sampleTicket(), cost: 3.4 };
    expect(parseCart(JSON.stringify([sampleTicket(), bad]))).toEqual({
      ok: false,
      tickets: [],
      reason: "ticket 1 is malformed",
    });
  });

  it.each([
    ["id", { id: 7 }],
    ["negative cost", { cost: -1 }],
    ["draw_numbers", { draw_numbers: ["4510"] }],
    ["play_type", { play_type: null }],
    ["Medley day", { day: 3 }],
    ["unknown game", { coupon: { ...sampleTicket().coupon, game_id: 9999 } }],
    ["powerpik", { coupon: { ...sampleTicket().coupon, powerpik: "no" } }],
    ["game_data", { coupon: { ...sampleTicket().coupon, game_data: [{ group_name: "A" }] } }],
    [
      "stake code",
      {
        coupon: {
          ...sampleTicket().coupon,
          game_data: [{ ...sampleTicket().coupon.game_data[0], stake: 3 }],
        },
      },
    ],
  ])("rejects a ticket with a bad %s", (_name, patch) => {
    expect(parseCart(JSON.stringify([{ ...sampleTicket(), ...patch }])).ok).toBe(false);
  });

  it("never throws on arbitrary stored text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parseCart(raw);
        if (!parsed.ok) expect(parsed.tickets).toEqual([]);
      }),
    );
  });
});
