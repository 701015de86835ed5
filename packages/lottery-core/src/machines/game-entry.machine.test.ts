import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { seededRng } from "../quick-pick/rng";
import { gameEntryMachine } from "./game-entry.machine";
import { CONFIGS, favouriteCoupon, start } from "./game-entry.test-support";

afterEach(() => {
  vi.useRealTimers();
});

describe("game entry machine (R-STATES Game status, Game entry)", () => {
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

  it("plays again a bought entry: its boards and multi-draw from the next draw, no favourite", async () => {
    const { actor, ctx, status } = await start();
    actor.send({ type: "GAME.LOAD_COUPON", coupon: { ...favouriteCoupon, advance_draw: 1 } });
    expect(status()).toBe("started");
    expect(ctx().boards.map((b) => b.numbers)).toEqual(favouriteCoupon.game_data.map((g) => g.numbers));
    expect(ctx().options).toMatchObject({ system: 8, advancePlay: 0, multiDraw: favouriteCoupon.multi_draw });
    expect(ctx().favourite).toBeNull();
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

  it.each(["addToCart", "goHome"] as const)("throws when the %s action is not provided", (name) => {
    const action = gameEntryMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`game-entry machine: ${name} not provided`);
  });
});
