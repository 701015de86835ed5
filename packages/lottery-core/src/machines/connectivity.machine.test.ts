import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { connectivityMachine } from "./connectivity.machine";
import { machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const start = (online: boolean, reload = vi.fn()) =>
  createActor(connectivityMachine.provide({ actions: { reload } }), { input: { online } }).start();

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(connectivityMachine, [], undefined, { online: true });
  const paths = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [k, p.map((e) => e.type).join(" ")]),
  );
  expect(paths).toEqual({
    online: "",
    offline: "CONNECTIVITY.OFFLINE",
    reconnecting: "CONNECTIVITY.OFFLINE CONNECTIVITY.ONLINE",
    reloading: "CONNECTIVITY.OFFLINE CONNECTIVITY.ONLINE xstate.after.reloadDelay.connectivity.reconnecting",
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(connectivityMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(connectivityMachine, graph.paths, undefined, { online: true })).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "offline -CONNECTIVITY.ONLINE-> reconnecting",
      "online -CONNECTIVITY.OFFLINE-> offline",
      "reconnecting -CONNECTIVITY.OFFLINE-> offline",
      "reconnecting -xstate.after.reloadDelay.connectivity.reconnecting-> reloading",
    ]
  `);
});

it("shows the offline screen when starting offline or going offline", () => {
  expect(start(false).getSnapshot().hasTag("offline-screen")).toBe(true);
  const actor = start(true);
  expect(actor.getSnapshot().hasTag("offline-screen")).toBe(false);
  actor.send({ type: "CONNECTIVITY.OFFLINE" });
  expect(actor.getSnapshot().value).toBe("offline");
});

it("reloads 1 s after coming back online", () => {
  const reload = vi.fn();
  const actor = start(false, reload);
  actor.send({ type: "CONNECTIVITY.ONLINE" });
  vi.advanceTimersByTime(999);
  expect(reload).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledOnce();
  expect(actor.getSnapshot().status).toBe("done");
});

it("does not reload when the connection drops again within the second", () => {
  const reload = vi.fn();
  const actor = start(false, reload);
  actor.send({ type: "CONNECTIVITY.ONLINE" });
  vi.advanceTimersByTime(500);
  actor.send({ type: "CONNECTIVITY.OFFLINE" });
  vi.advanceTimersByTime(5000);
  expect(reload).not.toHaveBeenCalled();
  expect(actor.getSnapshot().value).toBe("offline");
});

it("fails loudly when the app forgot to provide the reload", () => {
  const actor = createActor(connectivityMachine, { input: { online: false } });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  actor.send({ type: "CONNECTIVITY.ONLINE" });
  vi.advanceTimersByTime(1000);
  expect(String(errors[0])).toContain("reload not provided");
});
