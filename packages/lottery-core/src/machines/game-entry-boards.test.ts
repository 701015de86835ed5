import { afterEach, describe, expect, it, vi } from "vitest";
import { start } from "./game-entry.test-support";

afterEach(() => {
  vi.useRealTimers();
});

describe("game entry boards, options and cart tickets (R-STATES Game entry, R-VALIDATION)", () => {
  it("quick-picks, marks, clears, adds and deletes boards", async () => {
    const { actor, ctx } = await start();
    actor.send({ type: "GAME.QUICK_PICK", index: 1 });
    expect(ctx().boards[1]?.numbers).toHaveLength(6);
    expect(ctx().quickPicked).toEqual([false, true, false, false]);
    actor.send({ type: "GAME.SET_BOARD", index: 1, numbers: [3, 8, 13, 21, 34, 45], powerball: null });
    expect(ctx().boards[1]?.numbers).toEqual([3, 8, 13, 21, 34, 45]);
    expect(ctx().quickPicked[1]).toBe(false);
    actor.send({ type: "GAME.QUICK_PICK" });
    expect(ctx().quickPicked).toEqual([true, true, true, true]);
    actor.send({ type: "GAME.CLEAR_BOARD", index: 0 });
    expect(ctx().boards[0]?.numbers).toEqual([]);
    expect(ctx().quickPicked).toEqual([false, true, true, true]);
    const kept = ctx().boards[2];
    actor.send({ type: "GAME.ADD_BOARD" });
    expect(ctx().options.numberOfBoards).toBe("5");
    expect(ctx().price).toBe(5 * 85);
    actor.send({ type: "GAME.DELETE_BOARD", index: 1 });
    expect(ctx().options.numberOfBoards).toBe("4");
    expect(ctx().boards[1]).toEqual(kept);
    // Saturday Lotto standard entries hold at least 4 games.
    actor.send({ type: "GAME.DELETE_BOARD", index: 0 });
    expect(ctx().boards).toHaveLength(4);
    actor.send({ type: "GAME.CLEAR_BOARD" });
    expect(ctx().boards.every((b) => b.numbers.length === 0)).toBe(true);
  });

  it("stops adding boards at the largest priced count", async () => {
    const { actor, ctx } = await start();
    actor.send({ type: "GAME.SET_OPTIONS", change: { numberOfBoards: "50" } });
    actor.send({ type: "GAME.ADD_BOARD" });
    expect(ctx().boards).toHaveLength(50);
  });

  it("adds a complete entry to the cart as a cart ticket, then starts over", async () => {
    const { actor, addToCart, ctx, status } = await start();
    actor.send({ type: "GAME.NEW" });
    actor.send({ type: "GAME.ADD_TO_CART" });
    expect(addToCart).not.toHaveBeenCalled();
    actor.send({ type: "GAME.QUICK_PICK" });
    const numbers = ctx().boards.map((b) => b.numbers);
    actor.send({ type: "GAME.ADD_TO_CART" });
    const { ticket, replacing } = addToCart.mock.calls[0]![1];
    expect(replacing).toBe(false);
    expect(ticket).toMatchObject({
      draw_num: 1000,
      added_draw_number: 1000,
      cost: 340,
      play_type: "Standard",
    });
    expect(ticket.id).toMatch(/^[0-9a-f]{32}$/);
    expect(ticket.coupon.game_data.map((g: { numbers: number[] }) => g.numbers)).toEqual(numbers);
    expect(status()).toBe("not-started");
    expect(ctx().boards.every((b) => b.numbers.length === 0)).toBe(true);
  });

  it("edits a cart ticket and hands it back under the same id", async () => {
    const { actor, addToCart, ctx } = await start();
    actor.send({ type: "GAME.QUICK_PICK" });
    actor.send({ type: "GAME.ADD_TO_CART" });
    const ticket = addToCart.mock.calls[0]![1].ticket;
    actor.send({ type: "GAME.EDIT_TICKET", ticket });
    expect(ctx().editingTicketId).toBe(ticket.id);
    actor.send({ type: "GAME.SET_OPTIONS", change: { multiDraw: 2 } });
    actor.send({ type: "GAME.ADD_TO_CART" });
    expect(addToCart.mock.calls[1]![1]).toMatchObject({
      replacing: true,
      ticket: { id: ticket.id, cost: 680 },
    });
    expect(ctx().editingTicketId).toBeNull();
  });

  it("enters an applicable special draw and ignores one that does not apply", async () => {
    const { actor, ctx } = await start();
    const draw = {
      gameId: 5127,
      specialDrawNumber: 1003,
      upcomingDrawNumber: 1000,
      salesCloseDate: "2026-12-31",
      drawAdvance: 2,
    };
    actor.send({ type: "GAME.SPECIAL_DRAW", draw: { ...draw, specialDrawNumber: 1004 } });
    expect(ctx().options.advancePlay).toBe(0);
    actor.send({ type: "GAME.SPECIAL_DRAW", draw });
    expect(ctx().options.advancePlay).toBe(2);
  });

  it("sets the Cash 3 stake and play type on every board and re-prices", async () => {
    const { actor, ctx } = await start(2116, "/games/cash-3");
    expect(ctx().price).toBe(4 * 50);
    actor.send({
      type: "GAME.SET_OPTIONS",
      change: { setAllBoards: { stake: 100, exact: true, any: true } },
    });
    expect(ctx().boards.every((b) => b.stake === 100 && b.type === 4)).toBe(true);
    expect(ctx().price).toBe(4 * 200);
  });

  it("turns Powerball powerpik on with one board, or as many as are already filled", async () => {
    const { actor, ctx } = await start(5132, "/games/powerball");
    actor.send({ type: "GAME.SET_OPTIONS", change: { powerpik: true } });
    expect(ctx().options).toMatchObject({ system: 7, powerpik: true, numberOfBoards: "1" });
    expect(ctx().boards).toHaveLength(1);
    expect(ctx().price).toBe(20 * 132);
    const second = await start(5132, "/games/powerball");
    second.actor.send({ type: "GAME.QUICK_PICK", index: 0 });
    second.actor.send({ type: "GAME.QUICK_PICK", index: 1 });
    second.actor.send({ type: "GAME.SET_OPTIONS", change: { powerpik: true } });
    expect(second.ctx().options.numberOfBoards).toBe("2");
    expect(second.ctx().boards.every((b) => b.numbers.length === 7)).toBe(true);
  });
});
