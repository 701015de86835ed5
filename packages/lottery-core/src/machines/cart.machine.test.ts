import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { sampleTicket } from "../cart/cart.test-support";
import { serializeCart } from "../cart/cart-storage";
import { cartMachine } from "./cart.machine";

function start(stored: string | null | Error = null) {
  const store = new Map<string, string>();
  const effects = {
    saveCart: vi.fn((_: unknown, p: { key: string; value: string }) => store.set(p.key, p.value)),
    reportCorruptCart: vi.fn(),
    trackExpiredTickets: vi.fn(),
    logout: vi.fn(),
  };
  const loadCart = vi.fn(async ({ input }: { input: { key: string } }) => {
    if (stored instanceof Error) throw stored;
    return input.key === "P1_cart" ? stored : null;
  });
  const actor = createActor(
    cartMachine.provide({ actors: { loadCart: fromPromise(loadCart) }, actions: effects }),
  ).start();
  return { actor, store, effects, loadCart };
}

async function loggedIn(stored: string | null | Error = null) {
  const ctx = start(stored);
  ctx.actor.send({ type: "CART.LOGIN", playerId: "P1" });
  await vi.waitFor(() => expect(ctx.actor.getSnapshot().matches("active")).toBe(true));
  return ctx;
}

const a = sampleTicket({ id: "a", cost: 340, added_draw_number: 4508 });
const b = sampleTicket({ id: "b", cost: 1585, added_draw_number: 4510 });

afterEach(() => {
  vi.useRealTimers();
});

describe("cart machine (R-STATES Cart)", () => {
  it("starts logged out and keeps a visitor's tickets in memory, saving nothing without a player", () => {
    const { actor, effects } = start();
    actor.send({ type: "CART.ADD", ticket: a });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(actor.getSnapshot().context).toMatchObject({
      tickets: [a],
      totalPrice: 340,
      animateCartBadge: true,
    });
    actor.send({ type: "CART.BADGE_ANIMATED" });
    expect(actor.getSnapshot().context.animateCartBadge).toBe(false);
    expect(effects.saveCart).not.toHaveBeenCalled();
  });

  it("loads the player's own cart from their storage key on login", async () => {
    const { actor, loadCart } = await loggedIn(serializeCart([a, b]));
    expect(loadCart.mock.calls[0]?.[0].input).toEqual({ key: "P1_cart" });
    expect(actor.getSnapshot().value).toEqual({ active: "closed" });
    expect(actor.getSnapshot().context).toMatchObject({ playerId: "P1", tickets: [a, b], totalPrice: 1925 });
  });

  it("reports and resets a corrupt stored cart instead of crashing", async () => {
    const { actor, effects, store } = await loggedIn("{not json");
    expect(effects.reportCorruptCart).toHaveBeenCalledWith(expect.anything(), { reason: "not JSON" });
    expect(store.get("P1_cart")).toBe("[]");
    expect(actor.getSnapshot().context.tickets).toEqual([]);
  });

  it("reports an unreadable storage and starts empty", async () => {
    const { actor, effects } = await loggedIn(new Error("quota"));
    expect(effects.reportCorruptCart).toHaveBeenCalledWith(expect.anything(), {
      reason: "storage unreadable",
    });
    expect(actor.getSnapshot().context.tickets).toEqual([]);
  });

  it("saves on every change and animates the badge on add", async () => {
    const { actor, store } = await loggedIn();
    actor.send({ type: "CART.ADD", ticket: a });
    expect(store.get("P1_cart")).toBe(serializeCart([a]));
    expect(actor.getSnapshot().context.animateCartBadge).toBe(true);
    actor.send({ type: "CART.BADGE_ANIMATED" });
    expect(actor.getSnapshot().context.animateCartBadge).toBe(false);
    actor.send({ type: "CART.ADD", ticket: b });
    expect(actor.getSnapshot().context.totalPrice).toBe(1925);
    actor.send({ type: "CART.REMOVE", ticketId: "a" });
    expect(store.get("P1_cart")).toBe(serializeCart([b]));
    expect(actor.getSnapshot().context.totalPrice).toBe(1585);
  });

  it("edits a ticket: selects it, then replaces it in place", async () => {
    const { actor, store } = await loggedIn(serializeCart([a, b]));
    actor.send({ type: "CART.EDIT", ticketId: "a" });
    expect(actor.getSnapshot().context.currentTicket).toEqual(a);
    const edited = { ...a, cost: 680 };
    actor.send({ type: "CART.UPDATE", ticket: edited });
    expect(actor.getSnapshot().context).toMatchObject({
      tickets: [edited, b],
      currentTicket: null,
      totalPrice: 2265,
    });
    expect(store.get("P1_cart")).toBe(serializeCart([edited, b]));
    actor.send({ type: "CART.EDIT", ticketId: "missing" });
    expect(actor.getSnapshot().context.currentTicket).toBeNull();
  });

  it("drops the edited ticket when it is removed, and keeps another one being edited", async () => {
    const { actor } = await loggedIn(serializeCart([a, b]));
    actor.send({ type: "CART.EDIT", ticketId: "b" });
    actor.send({ type: "CART.REMOVE", ticketId: "a" });
    expect(actor.getSnapshot().context.currentTicket).toEqual(b);
    actor.send({ type: "CART.REMOVE", ticketId: "b" });
    expect(actor.getSnapshot().context.currentTicket).toBeNull();
  });

  it("warns when the total exceeds the remaining spend limit", async () => {
    const { actor } = await loggedIn(serializeCart([a, b]));
    expect(actor.getSnapshot().context.spendingLimitWarning).toBe(false);
    actor.send({ type: "CART.LIMITS", remainingSpendLimit: 1925 });
    expect(actor.getSnapshot().context.spendingLimitWarning).toBe(false);
    actor.send({ type: "CART.LIMITS", remainingSpendLimit: 1924 });
    expect(actor.getSnapshot().context.spendingLimitWarning).toBe(true);
    actor.send({ type: "CART.REMOVE", ticketId: "b" });
    expect(actor.getSnapshot().context.spendingLimitWarning).toBe(false);
  });

  it("moves expired tickets aside on opening, tracks them, and clears them on leaving", async () => {
    const { actor, effects, store } = await loggedIn(serializeCart([a, b]));
    actor.send({ type: "CART.OPEN", upcoming: { 5127: 4510 }, previousPath: "/games/saturday-lotto" });
    expect(actor.getSnapshot().value).toEqual({ active: "open" });
    expect(actor.getSnapshot().context).toMatchObject({
      tickets: [b],
      expiredTickets: [a],
      totalPrice: 1585,
      previousPath: "/games/saturday-lotto",
    });
    expect(effects.trackExpiredTickets).toHaveBeenCalledWith(expect.anything(), { tickets: [a] });
    expect(store.get("P1_cart")).toBe(serializeCart([b]));
    actor.send({ type: "CART.LEAVE" });
    expect(actor.getSnapshot().value).toEqual({ active: "closed" });
    expect(actor.getSnapshot().context.expiredTickets).toEqual([]);
  });

  it("sends no expiry event when nothing expired", async () => {
    const { actor, effects } = await loggedIn(serializeCart([b]));
    actor.send({ type: "CART.OPEN", upcoming: { 5127: 4510 }, previousPath: "/" });
    expect(effects.trackExpiredTickets).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.tickets).toEqual([b]);
  });

  it("follows the purchase: purchasing, then emptied and purchased; a failure keeps the tickets", async () => {
    const { actor, store } = await loggedIn(serializeCart([a, b]));
    actor.send({ type: "CART.PURCHASING" });
    expect(actor.getSnapshot().context.status).toBe("purchasing");
    actor.send({ type: "CART.PURCHASE_FAILED" });
    expect(actor.getSnapshot().context).toMatchObject({ status: null, tickets: [a, b] });
    actor.send({ type: "CART.PURCHASING" });
    actor.send({ type: "CART.PURCHASED" });
    expect(actor.getSnapshot().context).toMatchObject({ status: "purchased", tickets: [], totalPrice: 0 });
    expect(store.get("P1_cart")).toBe("[]");
    actor.send({ type: "CART.ADD", ticket: a });
    expect(actor.getSnapshot().context.status).toBeNull();
  });

  it("logs out at once with an empty cart", async () => {
    const { actor, effects } = await loggedIn();
    actor.send({ type: "CART.LOGOUT" });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.playerId).toBeNull();
  });

  it("asks for confirmation before logging out with tickets in the cart", async () => {
    const { actor, effects, store } = await loggedIn(serializeCart([a]));
    actor.send({ type: "CART.OPEN", upcoming: {}, previousPath: "/" });
    actor.send({ type: "CART.LOGOUT" });
    expect(actor.getSnapshot().value).toBe("confirmingLogout");
    expect(actor.getSnapshot().hasTag("dialog")).toBe(true);
    actor.send({ type: "CART.LOGOUT_CANCEL" });
    expect(actor.getSnapshot().value).toEqual({ active: "open" });
    expect(effects.logout).not.toHaveBeenCalled();
    actor.send({ type: "CART.LOGOUT" });
    actor.send({ type: "CART.LOGOUT_CONFIRM" });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(actor.getSnapshot().context.tickets).toEqual([]);
    // Logging out writes nothing: the stored cart stays for the next login.
    expect(store.get("P1_cart")).toBeUndefined();
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it("fails loudly when an effect was not provided", async () => {
    const actor = createActor(cartMachine).start();
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.send({ type: "CART.LOGIN", playerId: "P1" });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toMatch(/reportCorruptCart not provided/);
  });

  it.each(["saveCart", "reportCorruptCart", "trackExpiredTickets", "logout"] as const)(
    "throws when the %s action is not provided",
    (name) => {
      const action = cartMachine.implementations.actions[name] as (...args: unknown[]) => void;
      expect(() => action({}, {})).toThrow(`cart machine: ${name} not provided`);
    },
  );
});
