import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";
import { promptsMachine } from "./prompts.machine";
import { loaded, settled } from "./prompts.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(promptsMachine, [
    loaded(),
    {
      type: "xstate.done.actor.0.prompts.checkingUser",
      output: { ...settled, should_prompt_password_change: true },
    },
    {
      type: "xstate.done.actor.0.prompts.checkingUser",
      output: { ...settled, product_tour_prompted: false },
    },
  ]);
  const name = (e: { type: string }) => e.type.replace(/\.0\.prompts\./, ".");
  const paths = Object.fromEntries(Object.entries(graph.paths).map(([k, p]) => [k, p.map(name).join(" ")]));
  const waited = "PROMPTS.PAGE_LOADED xstate.after.userCheck.prompts.waitingUserCheck";
  expect(paths).toEqual({
    idle: "",
    waitingUserCheck: "PROMPTS.PAGE_LOADED",
    checkingUser: waited,
    prompting: `${waited} xstate.done.actor.checkingUser`,
    tourPending: `${waited} xstate.done.actor.checkingUser`,
    tourPrompt: `${waited} xstate.done.actor.checkingUser xstate.after.tourPrompt.prompts.tourPending`,
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(promptsMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(promptsMachine, graph.paths)).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "checkingUser -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "checkingUser -xstate.done.actor.0.prompts.checkingUser-> prompting",
      "checkingUser -xstate.done.actor.0.prompts.checkingUser-> tourPending",
      "checkingUser -xstate.error.actor.0.prompts.checkingUser-> idle",
      "idle -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "prompting -PROMPTS.CLOSE-> idle",
      "prompting -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "tourPending -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "tourPending -xstate.after.tourPrompt.prompts.tourPending-> tourPrompt",
      "tourPrompt -PROMPTS.CLOSE-> idle",
      "tourPrompt -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "tourPrompt -PROMPTS.START_TOUR-> idle",
      "waitingUserCheck -xstate.after.userCheck.prompts.waitingUserCheck-> checkingUser",
    ]
  `);
});
