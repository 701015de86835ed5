import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";
import { type TourInput, tourMachine } from "./tour.machine";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const steps = [
  { id: "play", description: "Choose your game" },
  { id: "cart", description: "Your cart", subText: "Tickets wait here" },
  { id: "wallet", description: "Your wallet" },
];

function start(input: TourInput = { tour: "product", steps }) {
  const goHome = vi.fn();
  const showEndInfo = vi.fn();
  const openFeedbackFooter = vi.fn();
  const actor = createActor(tourMachine.provide({ actions: { goHome, showEndInfo, openFeedbackFooter } }), {
    input,
  }).start();
  actor.send({ type: "TOUR.START" });
  vi.advanceTimersByTime(100);
  return { actor, goHome, showEndInfo, openFeedbackFooter };
}

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(tourMachine, [{ type: "TOUR.KEY", key: "Escape" }], undefined, {
    tour: "product",
    steps,
  });
  const paths = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [k, p.map((e) => e.type).join(" ")]),
  );
  expect(paths).toEqual({
    idle: "",
    opening: "TOUR.START",
    showing: "TOUR.START xstate.after.popover.tour.opening",
    ended: "TOUR.START xstate.after.popover.tour.opening TOUR.END",
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(tourMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(tourMachine, graph.paths, undefined, { tour: "product", steps })).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "idle -TOUR.START-> opening",
      "opening -xstate.after.popover.tour.opening-> showing",
      "showing -TOUR.END-> ended",
      "showing -TOUR.KEY-> ended",
    ]
  `);
});

describe("tour steps (R-STATES tours)", () => {
  it("opens the popover 100 ms after the start", () => {
    const actor = createActor(tourMachine, { input: { tour: "shopping-cart", steps } }).start();
    actor.send({ type: "TOUR.START" });
    vi.advanceTimersByTime(99);
    expect(actor.getSnapshot().hasTag("popover")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag("popover")).toBe(true);
  });

  it("does not start without steps", () => {
    const actor = createActor(tourMachine, { input: { tour: "number-picker", steps: [] } }).start();
    actor.send({ type: "TOUR.START" });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("steps with Next and Previous, and with the arrow keys", () => {
    const { actor } = start();
    actor.send({ type: "TOUR.PREVIOUS" });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "TOUR.NEXT" });
    actor.send({ type: "TOUR.KEY", key: "ArrowRight" });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: "TOUR.KEY", key: "ArrowLeft" });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: "TOUR.KEY", key: "a" });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: "TOUR.KEY", key: "toString" });
    expect(actor.getSnapshot().value).toBe("showing");
  });

  it("ends the product tour at home with the end-info dialog and the feedback footer", () => {
    const { actor, goHome, showEndInfo, openFeedbackFooter } = start();
    actor.send({ type: "TOUR.KEY", key: "Escape" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(goHome).toHaveBeenCalledOnce();
    expect(showEndInfo).toHaveBeenCalledOnce();
    expect(openFeedbackFooter).toHaveBeenCalledOnce();
  });

  it("ends with Next on the last step; other tours end without going home", () => {
    const { actor, goHome } = start({ tour: "number-picker", steps: steps.slice(0, 1) });
    actor.send({ type: "TOUR.NEXT" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(goHome).not.toHaveBeenCalled();
    const ended = start({ tour: "shopping-cart", steps });
    ended.actor.send({ type: "TOUR.END" });
    expect(ended.goHome).not.toHaveBeenCalled();
  });

  it("fails loudly when the app forgot the product tour's ending", () => {
    expect(String(errorsAtEnd({})[0])).toContain("goHome not provided");
  });
});

/** The errors of a product tour started and ended with only `actions` provided. */
function errorsAtEnd(actions: Parameters<typeof tourMachine.provide>[0]["actions"]): unknown[] {
  const actor = createActor(tourMachine.provide({ actions }), { input: { tour: "product", steps } });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  actor.send({ type: "TOUR.START" });
  vi.advanceTimersByTime(100);
  actor.send({ type: "TOUR.END" });
  return errors;
}

it("throws 'not provided' for each part of the product tour's ending", () => {
  for (const name of ["showEndInfo", "openFeedbackFooter"] as const) {
    const provided =
      name === "showEndInfo" ? { goHome: () => {} } : { goHome: () => {}, showEndInfo: () => {} };
    expect(String(errorsAtEnd(provided)[0])).toContain(`${name} not provided`);
  }
});
