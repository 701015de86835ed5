import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";
import { sessionMachine } from "./session.machine";
import { check, LOGIN, secondsIn } from "./session.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(
    sessionMachine,
    [
      { type: "SESSION.CHECK", ...check({ token: null, isApp: true }) },
      { type: "SESSION.CHECK", ...check({ now: secondsIn(30 * 60) }) },
      { type: "SESSION.LOGGED_IN", token: "jwt", lastLogin: LOGIN },
    ],
    undefined,
    check({ token: null, lastLogin: null }),
  );
  const paths = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [k, p.map((e) => e.type).join(" ")]),
  );
  expect(paths).toEqual({
    "visitor.browsing": "",
    "active.counting": "SESSION.LOGGED_IN",
    "active.warning": "SESSION.LOGGED_IN xstate.after.phase.session.active.counting",
    loggedOut: "SESSION.CHECK",
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(sessionMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(
    replayShortestPaths(sessionMachine, graph.paths, undefined, check({ token: null, lastLogin: null })),
  ).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "active.counting -SESSION.CHECK-> loggedOut",
      "active.counting -SESSION.CHECK-> visitor.browsing",
      "active.counting -SESSION.EXPIRED_ERROR-> loggedOut",
      "active.counting -SESSION.LOGOUT-> loggedOut",
      "active.counting -SESSION.UNAUTHORIZED-> loggedOut",
      "active.counting -xstate.after.phase.session.active.counting-> active.warning",
      "active.warning -SESSION.CHECK-> loggedOut",
      "active.warning -SESSION.CHECK-> visitor.browsing",
      "active.warning -SESSION.EXPIRED_ERROR-> loggedOut",
      "active.warning -SESSION.LOGGED_IN-> active.counting",
      "active.warning -SESSION.LOGOUT-> loggedOut",
      "active.warning -SESSION.PIN_LOGIN-> active.counting",
      "active.warning -SESSION.UNAUTHORIZED-> loggedOut",
      "active.warning -xstate.after.phase.session.active.warning-> loggedOut",
      "loggedOut -SESSION.CHECK-> visitor.browsing",
      "loggedOut -SESSION.LOGGED_IN-> active.counting",
      "loggedOut -SESSION.PIN_LOGIN-> active.counting",
      "visitor.browsing -SESSION.CHECK-> loggedOut",
      "visitor.browsing -SESSION.LOGGED_IN-> active.counting",
      "visitor.browsing -SESSION.PIN_LOGIN-> active.counting",
    ]
  `);
});
