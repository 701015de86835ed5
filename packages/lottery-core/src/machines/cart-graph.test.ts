import { expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { sampleTicket } from "../cart/cart.test-support";
import { cartMachine } from "./cart.machine";
import { flatValue, machineGraph, machineLeaves } from "./machine-paths.test-support";

// Guards look at whether the cart holds tickets, so that fact is part of a state's name.
const key = (s: AnyMachineSnapshot) => `${flatValue(s.value)}${s.context.tickets.length ? "+tickets" : ""}`;

const graph = machineGraph(
  cartMachine,
  [
    { type: "CART.LOGIN", playerId: "P1" },
    { type: "CART.ADD", ticket: sampleTicket() },
    { type: "CART.OPEN", upcoming: {}, previousPath: "/" },
    { type: "CART.EDIT", ticketId: "t-1" },
    { type: "CART.UPDATE", ticket: sampleTicket() },
    { type: "CART.REMOVE", ticketId: "t-1" },
    { type: "CART.LIMITS", remainingSpendLimit: 100 },
    { type: "xstate.done.actor.loadCart", output: null },
  ],
  key,
);

it("reaches every state of the cart machine by a pinned shortest path", () => {
  const types = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [k, p.map((e) => e.type).join(" ")]),
  );
  expect(types).toEqual({
    loggedOut: "",
    "loggedOut+tickets": "CART.ADD",
    loading: "CART.LOGIN",
    "loading+tickets": "CART.LOGIN CART.ADD",
    "active.closed": "CART.LOGIN xstate.done.actor.loadCart",
    "active.closed+tickets": "CART.LOGIN CART.ADD xstate.done.actor.loadCart",
    "active.open": "CART.LOGIN xstate.done.actor.loadCart CART.OPEN",
    "active.open+tickets": "CART.LOGIN CART.ADD xstate.done.actor.loadCart CART.OPEN",
    "confirmingLogout+tickets": "CART.LOGIN CART.ADD xstate.done.actor.loadCart CART.LOGOUT",
  });
  const reached = new Set(Object.keys(graph.paths).map((k) => k.replace("+tickets", "")));
  expect([...reached].sort()).toEqual(machineLeaves(cartMachine));
});

it("ends each shortest path in its state when replayed on a live actor", () => {
  for (const [end, events] of Object.entries(graph.paths)) {
    const actor = createActor(
      cartMachine.provide({
        actors: { loadCart: fromPromise<string | null, { key: string }>(() => new Promise(() => {})) },
        actions: { saveCart: () => {}, logout: () => {} },
      }),
    ).start();
    for (const event of events) actor.send(event as never);
    expect(key(actor.getSnapshot())).toBe(end);
  }
});

it("has exactly these transitions", () => {
  expect(graph.edges).toEqual([
    "active.closed -CART.ADD-> active.closed+tickets",
    "active.closed -CART.LOGOUT-> loggedOut",
    "active.closed -CART.OPEN-> active.open",
    "active.closed+tickets -CART.LOGOUT-> confirmingLogout+tickets",
    "active.closed+tickets -CART.OPEN-> active.open+tickets",
    "active.closed+tickets -CART.PURCHASED-> active.closed",
    "active.closed+tickets -CART.REMOVE-> active.closed",
    "active.open -CART.ADD-> active.open+tickets",
    "active.open -CART.LEAVE-> active.closed",
    "active.open -CART.LOGOUT-> loggedOut",
    "active.open+tickets -CART.LEAVE-> active.closed+tickets",
    "active.open+tickets -CART.LOGOUT-> confirmingLogout+tickets",
    "active.open+tickets -CART.PURCHASED-> active.open",
    "active.open+tickets -CART.REMOVE-> active.open",
    "confirmingLogout+tickets -CART.LOGOUT_CANCEL-> active.closed+tickets",
    "confirmingLogout+tickets -CART.LOGOUT_CONFIRM-> loggedOut",
    "loading -CART.ADD-> loading+tickets",
    "loading -xstate.done.actor.loadCart-> active.closed",
    "loading -xstate.error.actor.loadCart-> active.closed",
    // A visitor's tickets (and any added while loading) are carried into the player's cart.
    "loading+tickets -xstate.done.actor.loadCart-> active.closed+tickets",
    "loading+tickets -xstate.error.actor.loadCart-> active.closed+tickets",
    "loggedOut -CART.ADD-> loggedOut+tickets",
    "loggedOut -CART.LOGIN-> loading",
    "loggedOut+tickets -CART.LOGIN-> loading+tickets",
  ]);
  const shared =
    "CART.ADD CART.BADGE_ANIMATED CART.EDIT CART.LIMITS CART.LOGOUT CART.PURCHASED CART.PURCHASE_FAILED CART.PURCHASING CART.REMOVE CART.UPDATE";
  expect(graph.handled).toEqual({
    loggedOut: "CART.ADD CART.BADGE_ANIMATED CART.LOGIN",
    loading: "CART.ADD CART.BADGE_ANIMATED xstate.done.actor.loadCart xstate.error.actor.loadCart",
    "active.closed": shared.replace("CART.LOGOUT", "CART.LOGOUT CART.OPEN"),
    "active.open": shared.replace("CART.EDIT", "CART.EDIT CART.LEAVE"),
    confirmingLogout: "CART.LOGOUT_CANCEL CART.LOGOUT_CONFIRM",
  });
});
