import { expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import type { GameId, PurchaseConfig } from "../model/entities";
import { seededRng } from "../quick-pick/rng";
import { purchaseConfigFor } from "../testing";
import { gameEntryMachine } from "./game-entry.machine";
import { flatValue, machineGraph, machineLeaves } from "./machine-paths.test-support";

// The add-to-cart guard decides where ADD_TO_CART goes, so whether it passes names the state.
const key = (s: AnyMachineSnapshot) =>
  `${flatValue(s.value)}${s.can({ type: "GAME.ADD_TO_CART" }) ? "+cart" : ""}`;
const config = purchaseConfigFor(5127, 85);
const coupon = {
  game_id: 5127 as const,
  advance_draw: 0,
  multi_draw: 1,
  system: 6,
  powerpik: false,
  game_data: [
    {
      group_name: "A",
      numbers: [1, 2, 3, 4, 5, 6],
      powerball: null,
      quickpick: 0 as const,
      stake: 0 as const,
      type: 1 as const,
    },
  ],
};
const samples = [
  { type: "xstate.done.actor.loadPurchaseConfig", output: config },
  { type: "GAME.LOAD_FAVOURITE", favourite: { id: 1, name: "F" }, coupon },
  { type: "GAME.EDIT_FAVOURITE", favourite: { id: 1, name: "F" }, coupon },
  { type: "GAME.LOAD_COUPON", coupon },
  {
    type: "GAME.PREVIEW",
    option: { system: 6, boards: 4, multidraw: 1, powerpik: false, stake: 50, type: 1 },
  },
  {
    type: "GAME.EDIT_TICKET",
    ticket: {
      id: "t",
      draw_num: 1000,
      draw_numbers: [1000],
      added_draw_number: 1000,
      cost: 85,
      play_type: "Standard",
      coupon,
    },
  },
  { type: "GAME.SET_OPTIONS", change: { multiDraw: 2 } },
  { type: "GAME.DELETE_BOARD", index: 0 },
  { type: "GAME.SET_BOARD", index: 0, numbers: [1, 2, 3, 4, 5, 6], powerball: null },
  {
    type: "GAME.SPECIAL_DRAW",
    draw: {
      gameId: 5127,
      specialDrawNumber: 1003,
      upcomingDrawNumber: 1000,
      salesCloseDate: "x",
      drawAdvance: 2,
    },
  },
  { type: "GAME.SET_DAY", day: null },
  { type: "GAME.PATH", path: "/games/saturday-lotto" },
];
const input = () => ({ gameId: 5127 as const, rng: seededRng(1), path: "/games/saturday-lotto" });
const graph = machineGraph(gameEntryMachine, samples, key, input());

it("reaches every state of the game-entry machine by a pinned shortest path", () => {
  const types = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [k, p.map((e) => e.type.replace("xstate.", "")).join(" ")]),
  );
  const loaded = "done.actor.loadPurchaseConfig";
  expect(types).toEqual({
    loading: "",
    loadFailed: "error.actor.loadPurchaseConfig",
    "ready.not-started": loaded,
    "ready.not-started+cart": `${loaded} GAME.QUICK_PICK`,
    "ready.started": `${loaded} GAME.NEW`,
    "ready.started+cart": `${loaded} GAME.NEW GAME.QUICK_PICK`,
    "ready.favourite": `${loaded} GAME.EDIT_FAVOURITE`,
    "ready.favourite+cart": `${loaded} GAME.EDIT_FAVOURITE GAME.QUICK_PICK`,
    "ready.preview+cart": `${loaded} GAME.PREVIEW`,
    "ready.preview": `${loaded} GAME.PREVIEW GAME.ADD_BOARD`,
    "ready.purchased": `${loaded} GAME.PURCHASED`,
    "ready.purchased+cart": `${loaded} GAME.PURCHASED GAME.QUICK_PICK`,
  });
  const reached = new Set(Object.keys(graph.paths).map((k) => k.replace("+cart", "")));
  expect([...reached].sort()).toEqual(machineLeaves(gameEntryMachine));
});

it("ends each shortest path in its state when replayed on a live actor", () => {
  for (const [end, events] of Object.entries(graph.paths)) {
    const machine = gameEntryMachine.provide({
      actors: {
        loadPurchaseConfig: fromPromise<PurchaseConfig, { gameId: GameId; day: string | null }>(
          () => new Promise(() => {}),
        ),
      },
      actions: { addToCart: () => {}, goHome: () => {} },
    });
    const actor = createActor(machine, { input: input() }).start();
    for (const event of events) actor.send(event as never);
    expect(key(actor.getSnapshot())).toBe(end);
  }
});

it("has exactly these transitions", () => {
  // Every status shares the page's transitions; completeness (+cart) decides the board edits' ends.
  const expected = ["loadFailed -GAME.RETRY-> loading"];
  expected.push("loading -xstate.done.actor.loadPurchaseConfig-> ready.not-started");
  expected.push("loading -xstate.error.actor.loadPurchaseConfig-> loadFailed");
  for (const status of ["not-started", "started", "preview", "favourite", "purchased"]) {
    for (const cart of ["", "+cart"]) {
      const from = `ready.${status}${cart}`;
      const to: Record<string, string> = {
        NEW: "ready.started",
        RESET: "ready.not-started",
        PURCHASED: `ready.purchased${cart}`,
        LOAD_FAVOURITE: "ready.started",
        LOAD_COUPON: "ready.started",
        EDIT_TICKET: "ready.started",
        EDIT_FAVOURITE: "ready.favourite",
        ADD_FAVOURITE: "ready.favourite",
        PREVIEW: "ready.preview+cart",
        SET_DAY: "loading",
        ...(cart
          ? { ADD_BOARD: `ready.${status}`, CLEAR_BOARD: `ready.${status}`, ADD_TO_CART: "ready.not-started" }
          : { QUICK_PICK: `ready.${status}+cart` }),
        ...(status === "purchased" ? { PLAY_AGAIN: `ready.started${cart}` } : {}),
      };
      for (const [event, target] of Object.entries(to)) {
        if (target !== from) expected.push(`${from} -GAME.${event}-> ${target}`);
      }
    }
  }
  expect(graph.edges).toEqual(expected.sort());
  const page =
    "GAME.ADD_BOARD GAME.ADD_FAVOURITE GAME.ADD_TO_CART GAME.CLEAR_BOARD GAME.DELETE_BOARD GAME.EDIT_FAVOURITE GAME.EDIT_TICKET GAME.LOAD_COUPON GAME.LOAD_FAVOURITE GAME.NEW GAME.PATH GAME.PREVIEW GAME.PURCHASED GAME.QUICK_PICK GAME.RESET GAME.SET_ADD_ON GAME.SET_BOARD GAME.SET_DAY GAME.SET_OPTIONS GAME.SIZE_ADD_ON GAME.SPECIAL_DRAW";
  expect(graph.handled).toEqual({
    loading: "GAME.PATH xstate.done.actor.loadPurchaseConfig xstate.error.actor.loadPurchaseConfig",
    loadFailed: "GAME.PATH GAME.RETRY",
    "ready.not-started": page,
    "ready.started": page,
    "ready.preview": page,
    "ready.favourite": page,
    "ready.purchased": page.replace("GAME.PATH", "GAME.PATH GAME.PLAY_AGAIN"),
  });
});
