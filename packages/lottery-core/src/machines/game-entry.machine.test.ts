import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { GameId, PurchaseConfig } from "../model/entities";
import { testConfig } from "../pricing/test-config";
import { seededRng } from "../quick-pick/rng";
import { gameEntryMachine } from "./game-entry.machine";

const CONFIGS: Partial<Record<GameId, PurchaseConfig>> = {
  5127: testConfig(5127, 85),
  5132: testConfig(5132, 132),
  2116: testConfig(2116, 50),
  2115: testConfig(2115, 100),
};

async function start(gameId: GameId = 5127, path = "/games/saturday-lotto", fail = false) {
  const load = vi.fn(async ({ input }: { input: { gameId: GameId; day: string | null } }) => {
    if (fail) throw new Error("config down");
    return CONFIGS[input.gameId]!;
  });
  const addToCart = vi.fn();
  const goHome = vi.fn();
  const actor = createActor(
    gameEntryMachine.provide({
      actors: { loadPurchaseConfig: fromPromise(load) },
      actions: { addToCart, goHome },
    }),
    { input: { gameId, rng: seededRng(42), path } },
  ).start();
  await vi.waitFor(() => expect(actor.getSnapshot().matches("loading")).toBe(false));
  const ctx = () => actor.getSnapshot().context;
  const status = () => (actor.getSnapshot().value as { ready?: string }).ready;
  return { actor, load, addToCart, goHome, ctx, status };
}

const favouriteCoupon = {
  game_id: 5127 as const,
  advance_draw: 0,
  multi_draw: 1,
  system: 8,
  powerpik: false,
  game_data: [
    {
      group_name: "A",
      numbers: [1, 5, 9, 13, 22, 30, 41, 45],
      powerball: null,
      quickpick: 0 as const,
      stake: 0 as const,
      type: 1 as const,
    },
    {
      group_name: "B",
      numbers: [2, 6, 10, 14, 23, 31, 42, 44],
      powerball: null,
      quickpick: 0 as const,
      stake: 0 as const,
      type: 1 as const,
    },
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

describe("game entry machine (spec §4 Game status, Game entry)", () => {
  it("loads the purchase config and starts not-started with default_ticket's defaults", async () => {
    const { actor, load, ctx, status } = await start();
    expect(load.mock.calls[0]?.[0].input).toEqual({ gameId: 5127, day: null });
    expect(status()).toBe("not-started");
    expect(ctx().options).toMatchObject({ system: 6, numberOfBoards: "4", multiDraw: 1, advancePlay: 0 });
    expect(ctx().boards).toHaveLength(4);
    expect(ctx().price).toBe(340);
    expect(ctx().available.multiDrawOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(actor.getSnapshot().hasTag("busy")).toBe(false);
  });

  it("shows a load failure and retries", async () => {
    const { actor, ctx } = await start(5127, "/games/saturday-lotto", true);
    expect(actor.getSnapshot().value).toBe("loadFailed");
    expect(String(ctx().error)).toMatch(/config down/);
    actor.send({ type: "GAME.RETRY" });
    expect(actor.getSnapshot().value).toBe("loading");
  });

  it("starts a new game and resets to the defaults", async () => {
    const { actor, ctx, status } = await start();
    actor.send({ type: "GAME.NEW" });
    expect(status()).toBe("started");
    actor.send({ type: "GAME.SET_OPTIONS", change: { system: 8, numberOfBoards: "2" } });
    expect(ctx().price).toBe(28 * 85 * 2);
    actor.send({ type: "GAME.RESET" });
    expect(status()).toBe("not-started");
    expect(ctx().options).toMatchObject({ system: 6, numberOfBoards: "4" });
    expect(ctx().price).toBe(340);
  });

  it("re-prices option changes, keeping a choice only while it is still priced", async () => {
    const { actor, ctx } = await start();
    actor.send({ type: "GAME.SET_OPTIONS", change: { numberOfBoards: "12", multiDraw: 3 } });
    expect(ctx().options).toMatchObject({ numberOfBoards: "12", multiDraw: 3 });
    expect(ctx().price).toBe(12 * 85 * 3);
    // System 8 is sold with 1–5 boards: 12 is no longer priced, so the default 4 is taken.
    actor.send({ type: "GAME.SET_OPTIONS", change: { system: 8 } });
    expect(ctx().options).toMatchObject({ system: 8, numberOfBoards: "4", multiDraw: 3 });
    expect(ctx().boards).toHaveLength(4);
    expect(ctx().price).toBe(28 * 85 * 4 * 3);
    actor.send({ type: "GAME.SET_OPTIONS", change: { advancePlay: 2 } });
    expect(ctx().options.advancePlay).toBe(2);
  });

  it("regenerates Super66 numbers when the options change", async () => {
    const { actor, ctx } = await start(2115, "/games/super-66");
    const before = ctx().boards;
    expect(before.every((b) => b.numbers.length === 6)).toBe(true);
    actor.send({ type: "GAME.SET_OPTIONS", change: { multiDraw: 2 } });
    expect(ctx().boards).toHaveLength(before.length);
    expect(ctx().boards).not.toEqual(before);
  });

  it("loads a favourite: numbers, system by number count, boards by coupon length", async () => {
    const { actor, ctx, status } = await start();
    actor.send({
      type: "GAME.LOAD_FAVOURITE",
      favourite: { id: 7, name: "Birthdays" },
      coupon: favouriteCoupon,
    });
    expect(status()).toBe("started");
    expect(ctx().options).toMatchObject({ system: 8, numberOfBoards: "2" });
    expect(ctx().boards.map((b) => b.numbers)).toEqual(favouriteCoupon.game_data.map((g) => g.numbers));
    expect(ctx().favourite).toEqual({ id: 7, name: "Birthdays" });
    expect(ctx().price).toBe(28 * 85 * 2);
  });

  it("sets powerpik from a Powerball favourite with Powerball 0", async () => {
    const { actor, ctx } = await start(5132, "/games/powerball");
    const coupon = {
      ...favouriteCoupon,
      game_id: 5132 as const,
      game_data: [{ ...favouriteCoupon.game_data[0]!, numbers: [1, 2, 3, 4, 5, 6, 7], powerball: 0 }],
    };
    actor.send({ type: "GAME.LOAD_FAVOURITE", favourite: { id: 1, name: "PP" }, coupon });
    expect(ctx().options).toMatchObject({ system: 7, powerpik: true, numberOfBoards: "1" });
    expect(ctx().price).toBe(20 * 132);
  });

  it("edits or adds a favourite in favourite status", async () => {
    const { actor, ctx, status } = await start();
    actor.send({
      type: "GAME.EDIT_FAVOURITE",
      favourite: { id: 7, name: "Birthdays" },
      coupon: favouriteCoupon,
    });
    expect(status()).toBe("favourite");
    expect(ctx().favourite?.id).toBe(7);
    actor.send({ type: "GAME.ADD_FAVOURITE" });
    expect(status()).toBe("favourite");
    expect(ctx().favourite).toBeNull();
    expect(ctx().options.system).toBe(6);
  });

  it("previews a card's quick pick with every board drawn", async () => {
    const { actor, ctx, status } = await start();
    actor.send({
      type: "GAME.PREVIEW",
      option: { system: 6, boards: 18, multidraw: 1, powerpik: false, stake: 50, type: 1 },
    });
    expect(status()).toBe("preview");
    expect(ctx().boards).toHaveLength(18);
    expect(ctx().boards.every((b) => b.numbers.length === 6)).toBe(true);
    expect(ctx().quickPicked.every(Boolean)).toBe(true);
    expect(ctx().price).toBe(18 * 85);
  });

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

  it("goes home when leaving purchased on a games page, not elsewhere", async () => {
    const { actor, goHome, status } = await start();
    actor.send({ type: "GAME.PURCHASED" });
    expect(status()).toBe("purchased");
    actor.send({ type: "GAME.PLAY_AGAIN" });
    expect(status()).toBe("started");
    expect(goHome).toHaveBeenCalledTimes(1);
    actor.send({ type: "GAME.PURCHASED" });
    actor.send({ type: "GAME.PATH", path: "/cart" });
    actor.send({ type: "GAME.RESET" });
    expect(status()).toBe("not-started");
    expect(goHome).toHaveBeenCalledTimes(1);
    actor.send({ type: "GAME.PLAY_AGAIN" });
    expect(status()).toBe("not-started");
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

  it("reloads the purchase config for a Millionaire Medley day", async () => {
    const { actor, load } = await start();
    actor.send({ type: "GAME.SET_DAY", day: "Friday" });
    expect(actor.getSnapshot().value).toBe("loading");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls[1]?.[0].input).toEqual({ gameId: 5127, day: "Friday" });
  });

  it("fails loudly when an effect was not provided", async () => {
    const actor = createActor(gameEntryMachine, {
      input: { gameId: 5127, rng: seededRng(1), path: "/" },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("loadFailed"));
    expect(String(actor.getSnapshot().context.error)).toMatch(/loadPurchaseConfig not provided/);
    const errors: unknown[] = [];
    const ready = createActor(
      gameEntryMachine.provide({ actors: { loadPurchaseConfig: fromPromise(async () => CONFIGS[5127]!) } }),
      { input: { gameId: 5127, rng: seededRng(1), path: "/games/saturday-lotto" } },
    ).start();
    ready.subscribe({ error: (e) => errors.push(e) });
    await vi.waitFor(() => expect(ready.getSnapshot().matches("ready")).toBe(true));
    ready.send({ type: "GAME.PURCHASED" });
    ready.send({ type: "GAME.NEW" });
    ready.send({ type: "GAME.QUICK_PICK" });
    ready.send({ type: "GAME.ADD_TO_CART" });
    expect(errors.map(String).join()).toMatch(/goHome not provided/);
  });
});
