import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";
import { overlayMachine } from "./overlay.machine";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const start = () => createActor(overlayMachine).start();

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(overlayMachine, [
    { type: "OVERLAY.SUCCESS", message: "Done" },
    { type: "OVERLAY.SUCCESS", message: "Done", hasCloseButton: true },
    { type: "OVERLAY.FAILURE", message: "Failed" },
    { type: "OVERLAY.FAILURE", message: "Failed", hasCloseButton: true },
  ]);
  const paths = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [k, p.map((e) => e.type).join(" ")]),
  );
  expect(paths).toEqual({
    closed: "",
    loading: "OVERLAY.LOADING",
    "success.timed": "OVERLAY.SUCCESS",
    "success.held": "OVERLAY.SUCCESS",
    "failure.timed": "OVERLAY.FAILURE",
    "failure.held": "OVERLAY.FAILURE",
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(overlayMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(overlayMachine, graph.paths)).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "closed -OVERLAY.FAILURE-> failure.held",
      "closed -OVERLAY.FAILURE-> failure.timed",
      "closed -OVERLAY.LOADING-> loading",
      "closed -OVERLAY.SUCCESS-> success.held",
      "closed -OVERLAY.SUCCESS-> success.timed",
      "failure.held -OVERLAY.CLOSE-> closed",
      "failure.held -OVERLAY.FAILURE-> failure.timed",
      "failure.held -OVERLAY.LOADING-> loading",
      "failure.held -OVERLAY.SUCCESS-> success.held",
      "failure.held -OVERLAY.SUCCESS-> success.timed",
      "failure.timed -OVERLAY.CLOSE-> closed",
      "failure.timed -OVERLAY.FAILURE-> failure.held",
      "failure.timed -OVERLAY.LOADING-> loading",
      "failure.timed -OVERLAY.SUCCESS-> success.held",
      "failure.timed -OVERLAY.SUCCESS-> success.timed",
      "failure.timed -xstate.after.autoClose.overlay.failure.timed-> closed",
      "loading -OVERLAY.CLOSE-> closed",
      "loading -OVERLAY.FAILURE-> failure.held",
      "loading -OVERLAY.FAILURE-> failure.timed",
      "loading -OVERLAY.SUCCESS-> success.held",
      "loading -OVERLAY.SUCCESS-> success.timed",
      "success.held -OVERLAY.CLOSE-> closed",
      "success.held -OVERLAY.FAILURE-> failure.held",
      "success.held -OVERLAY.FAILURE-> failure.timed",
      "success.held -OVERLAY.LOADING-> loading",
      "success.held -OVERLAY.SUCCESS-> success.timed",
      "success.timed -OVERLAY.CLOSE-> closed",
      "success.timed -OVERLAY.FAILURE-> failure.held",
      "success.timed -OVERLAY.FAILURE-> failure.timed",
      "success.timed -OVERLAY.LOADING-> loading",
      "success.timed -OVERLAY.SUCCESS-> success.held",
      "success.timed -xstate.after.autoClose.overlay.success.timed-> closed",
    ]
  `);
});

it("shows loading until told otherwise", () => {
  const actor = start();
  actor.send({ type: "OVERLAY.LOADING", message: "Buying your tickets" });
  vi.advanceTimersByTime(60_000);
  expect(actor.getSnapshot().hasTag("busy")).toBe(true);
  actor.send({ type: "OVERLAY.CLOSE" });
  expect(actor.getSnapshot().value).toBe("closed");
});

it("closes a short success after 2 s", () => {
  const actor = start();
  actor.send({ type: "OVERLAY.SUCCESS", title: "Done", message: "Successfully signed in." });
  expect(actor.getSnapshot().context.message).toBe("Successfully signed in.");
  vi.advanceTimersByTime(1999);
  expect(actor.getSnapshot().hasTag("open")).toBe(true);
  vi.advanceTimersByTime(1);
  expect(actor.getSnapshot().value).toBe("closed");
  expect(actor.getSnapshot().context.message).toBe("");
});

it("reads a long failure at 50 ms a character, capped at 15 s", () => {
  const actor = start();
  actor.send({ type: "OVERLAY.FAILURE", title: "Oops", message: "x".repeat(95) }); // 100 characters with the space
  vi.advanceTimersByTime(4999);
  expect(actor.getSnapshot().matches({ failure: "timed" })).toBe(true);
  vi.advanceTimersByTime(1);
  expect(actor.getSnapshot().value).toBe("closed");

  actor.send({ type: "OVERLAY.FAILURE", message: "y".repeat(1000) });
  vi.advanceTimersByTime(14_999);
  expect(actor.getSnapshot().hasTag("open")).toBe(true);
  vi.advanceTimersByTime(1);
  expect(actor.getSnapshot().value).toBe("closed");
});

it("never closes itself while a close button shows", () => {
  const actor = start();
  actor.send({ type: "OVERLAY.SUCCESS", message: "Saved", hasCloseButton: true });
  vi.advanceTimersByTime(60_000);
  expect(actor.getSnapshot().matches({ success: "held" })).toBe(true);
  expect(actor.getSnapshot().hasTag("auto-closing")).toBe(false);
  actor.send({ type: "OVERLAY.CLOSE" });
  expect(actor.getSnapshot().value).toBe("closed");
});

it("restarts the timer when new content replaces old", () => {
  const actor = start();
  actor.send({ type: "OVERLAY.SUCCESS", message: "First" });
  vi.advanceTimersByTime(1500);
  actor.send({ type: "OVERLAY.FAILURE", message: "Second" });
  vi.advanceTimersByTime(1500);
  expect(actor.getSnapshot().matches("failure")).toBe(true);
  vi.advanceTimersByTime(500);
  expect(actor.getSnapshot().value).toBe("closed");
});
