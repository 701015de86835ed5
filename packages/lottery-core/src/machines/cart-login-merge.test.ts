import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { sampleTicket } from "../cart/cart.test-support";
import type { UpcomingDrawNumbers } from "../cart/cart-expiry";
import { serializeCart } from "../cart/cart-storage";
import type { CartTicket } from "../model/entities";
import { cartMachine } from "./cart.machine";

// The cart across login in every order of events (R-STATES Cart; docs/decisions.md#cart-merge).

const saved = sampleTicket({ id: "s", cost: 340 });
const added = sampleTicket({ id: "v", cost: 1585 });
const stale = sampleTicket({ id: "old", cost: 200, added_draw_number: 4508 });
const draws: UpcomingDrawNumbers = { 5127: 4510 };

/** A cart over a storage shared across "reloads" (new actors), as local storage is. */
function browser(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const effects = {
    saveCart: vi.fn((_: unknown, p: { key: string; value: string }) => store.set(p.key, p.value)),
    reportCorruptCart: vi.fn(),
    trackExpiredTickets: vi.fn(),
    logout: vi.fn(),
  };
  const open = () =>
    createActor(
      cartMachine.provide({
        actors: { loadCart: fromPromise(async ({ input }) => store.get(input.key) ?? null) },
        actions: effects,
      }),
    ).start();
  return { store, effects, open };
}

async function login(actor: ReturnType<ReturnType<typeof browser>["open"]>, upcoming = draws) {
  actor.send({ type: "CART.LOGIN", playerId: "P1", upcoming });
  await vi.waitFor(() => expect(actor.getSnapshot().matches("active")).toBe(true));
}

const stored = (store: Map<string, string>) => JSON.parse(store.get("P1_cart") ?? "null") as CartTicket[];

describe("the cart survives login", () => {
  it("a visitor adds, then logs in: the entry joins the saved cart after its tickets and is saved", async () => {
    const { store, open } = browser({ P1_cart: serializeCart([saved]) });
    const cart = open();
    cart.send({ type: "CART.ADD", ticket: added });
    await login(cart);
    expect(cart.getSnapshot().context).toMatchObject({ tickets: [saved, added], totalPrice: 1925 });
    expect(stored(store)).toEqual([saved, added]);
  });

  it("logs in with an empty visitor cart: the saved cart as it was, nothing rewritten", async () => {
    const { store, effects, open } = browser({ P1_cart: serializeCart([saved]) });
    const cart = open();
    await login(cart);
    expect(cart.getSnapshot().context.tickets).toEqual([saved]);
    expect(effects.saveCart).not.toHaveBeenCalled();
    expect(stored(store)).toEqual([saved]);
  });

  it("nothing saved yet: the visitor's entries become the player's cart", async () => {
    const { store, open } = browser();
    const cart = open();
    cart.send({ type: "CART.ADD", ticket: added });
    await login(cart);
    expect(cart.getSnapshot().context.tickets).toEqual([added]);
    expect(stored(store)).toEqual([added]);
  });

  it("the same entry in both carts stays two entries, each removable on its own", async () => {
    const { store, open } = browser({ P1_cart: serializeCart([saved]) });
    const cart = open();
    cart.send({ type: "CART.ADD", ticket: saved });
    await login(cart);
    const copy = { ...saved, id: "s~2" };
    expect(cart.getSnapshot().context).toMatchObject({ tickets: [saved, copy], totalPrice: 680 });
    cart.send({ type: "CART.REMOVE", ticketId: "s" });
    expect(stored(store)).toEqual([copy]);
  });

  it("an entry whose draw closed meanwhile goes to the expired list, tracked and shown when /cart opens", async () => {
    const { store, effects, open } = browser({ P1_cart: serializeCart([saved]) });
    const cart = open();
    cart.send({ type: "CART.ADD", ticket: stale });
    cart.send({ type: "CART.ADD", ticket: added });
    await login(cart);
    expect(cart.getSnapshot().context).toMatchObject({
      tickets: [saved, added],
      expiredTickets: [stale],
      totalPrice: 1925,
    });
    expect(effects.trackExpiredTickets).toHaveBeenCalledWith(expect.anything(), { tickets: [stale] });
    expect(stored(store)).toEqual([saved, added]);
    cart.send({ type: "CART.OPEN", upcoming: draws, previousPath: "/" });
    expect(cart.getSnapshot().context.expiredTickets).toEqual([stale]);
    cart.send({ type: "CART.LEAVE" });
    expect(cart.getSnapshot().context.expiredTickets).toEqual([]);
  });

  it("without the draws at login, an expired entry is kept until /cart checks it", async () => {
    const { open } = browser();
    const cart = open();
    cart.send({ type: "CART.ADD", ticket: stale });
    await login(cart, {});
    expect(cart.getSnapshot().context.tickets).toEqual([stale]);
    cart.send({ type: "CART.OPEN", upcoming: draws, previousPath: "/" });
    expect(cart.getSnapshot().context).toMatchObject({ tickets: [], expiredTickets: [stale] });
  });

  it("login then reload: the merged cart loads once, not merged again", async () => {
    const { store, open } = browser({ P1_cart: serializeCart([saved]) });
    const first = open();
    first.send({ type: "CART.ADD", ticket: added });
    await login(first);
    first.stop();
    const reloaded = open();
    await login(reloaded);
    expect(reloaded.getSnapshot().context.tickets).toEqual([saved, added]);
    expect(stored(store)).toEqual([saved, added]);
  });

  it("an entry added while the saved cart loads is merged too", async () => {
    const { store, open } = browser({ P1_cart: serializeCart([saved]) });
    const cart = open();
    cart.send({ type: "CART.LOGIN", playerId: "P1", upcoming: draws });
    cart.send({ type: "CART.ADD", ticket: added });
    await vi.waitFor(() => expect(cart.getSnapshot().matches("active")).toBe(true));
    expect(stored(store)).toEqual([saved, added]);
  });

  it("a corrupt saved cart is reported and replaced by the visitor's entries", async () => {
    const { store, effects, open } = browser({ P1_cart: "{oops" });
    const cart = open();
    cart.send({ type: "CART.ADD", ticket: added });
    await login(cart);
    expect(effects.reportCorruptCart).toHaveBeenCalledWith(expect.anything(), { reason: "not JSON" });
    expect(stored(store)).toEqual([added]);
  });

  it("unreadable storage keeps the visitor's entries in the cart", async () => {
    const store = new Map<string, string>();
    const cart = createActor(
      cartMachine.provide({
        actors: { loadCart: fromPromise(async () => Promise.reject(new Error("quota"))) },
        actions: {
          saveCart: (_, p) => store.set(p.key, p.value),
          reportCorruptCart: () => {},
          trackExpiredTickets: () => {},
        },
      }),
    ).start();
    cart.send({ type: "CART.ADD", ticket: added });
    await login(cart);
    expect(cart.getSnapshot().context.tickets).toEqual([added]);
  });

  it("logging out leaves no ticket of the player in the next visitor's cart", async () => {
    const { open } = browser({ P1_cart: serializeCart([saved]) });
    const cart = open();
    await login(cart);
    cart.send({ type: "CART.LOGOUT" });
    cart.send({ type: "CART.LOGOUT_CONFIRM" });
    expect(cart.getSnapshot().context.tickets).toEqual([]);
    cart.send({ type: "CART.ADD", ticket: added });
    expect(cart.getSnapshot().context.tickets).toEqual([added]);
  });
});
