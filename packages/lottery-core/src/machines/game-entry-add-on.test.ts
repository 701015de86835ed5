import { describe, expect, it } from "vitest";
import type { CartTicket } from "../model/entities";
import { start } from "./game-entry.test-support";

describe("game entry: the add-on game (R-ENTITIES addOnGame {value, coupon, cost})", () => {
  it("offers Super66 on Saturday Lotto, not added, and prices it per week once added", async () => {
    const { actor, ctx } = await start();
    expect(ctx().addOnGame).toMatchObject({ value: false, cost: 100 });
    expect(ctx().addOnGame?.coupon.game_id).toBe(2115);
    expect(ctx().addOnGame?.coupon.game_data[0]?.numbers).toHaveLength(6);
    expect(ctx().price).toBe(340);
    actor.send({ type: "GAME.SET_ADD_ON", value: true });
    expect(ctx().price).toBe(340 + 100);
    actor.send({ type: "GAME.SET_OPTIONS", change: { multiDraw: 3 } });
    expect(ctx().addOnGame).toMatchObject({ value: true, cost: 300 });
    expect(ctx().price).toBe(340 * 3 + 300);
    actor.send({ type: "GAME.SIZE_ADD_ON", count: 4 });
    expect(ctx().addOnGame?.coupon.game_data.map((g) => g.group_name)).toEqual(["A", "B", "C", "D"]);
    expect(ctx().price).toBe(340 * 3 + 4 * 100 * 3);
    actor.send({ type: "GAME.SIZE_ADD_ON", count: 51 });
    expect(ctx().addOnGame?.coupon.game_data).toHaveLength(4);
    actor.send({ type: "GAME.SET_ADD_ON", value: false });
    expect(ctx().price).toBe(340 * 3);
  });

  it("adds the add-on to the cart ticket with the entry, and reads it back when the ticket is edited", async () => {
    const { actor, ctx, addToCart } = await start();
    actor.send({ type: "GAME.SET_ADD_ON", value: true });
    actor.send({ type: "GAME.QUICK_PICK" });
    const added = ctx().addOnGame!.coupon;
    actor.send({ type: "GAME.ADD_TO_CART" });
    const ticket = addToCart.mock.calls[0]?.[1].ticket as CartTicket;
    expect(ticket.coupon.add_on).toEqual(added);
    expect(ticket.cost).toBe(440);
    // The page starts again without it; editing the ticket brings it back.
    expect(ctx().addOnGame?.value).toBe(false);
    actor.send({ type: "GAME.EDIT_TICKET", ticket });
    expect(ctx().addOnGame).toMatchObject({ value: true, coupon: added, cost: 100 });
    expect(ctx().price).toBe(440);
  });

  it("offers nothing on a game that carries no add-on", async () => {
    const { actor, ctx } = await start(5132, "/games/powerball");
    expect(ctx().addOnGame).toBeNull();
    const price = ctx().price;
    actor.send({ type: "GAME.SET_ADD_ON", value: true });
    expect(ctx().price).toBe(price);
    expect(ctx().addOnGame).toBeNull();
  });
});
