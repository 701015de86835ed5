import { expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { sampleTicket } from "../cart/cart.test-support";
import { flatValue, machineGraph, machineLeaves } from "./machine-paths.test-support";
import { purchaseMachine } from "./purchase.machine";
import type { PurchaseGroupStatus } from "./purchase-status";

// Guards read the failed-poll count and, after settling, the group status: both name the state.
const key = (s: AnyMachineSnapshot) =>
  `${flatValue(s.value)}${s.context.pollFailures ? `#${s.context.pollFailures}` : ""}${
    s.value === "settling" ? `(${s.context.result.status})` : ""
  }`;
const done = (status: PurchaseGroupStatus) => ({
  type: "xstate.done.actor.fetchPurchaseStatus",
  output: { id: "g-1", status, tickets: [], message: null },
});
const samples = [
  { type: "PURCHASE.SUBMIT", tickets: [sampleTicket()] },
  { type: "xstate.done.actor.readPendingPurchase", output: null },
  { type: "xstate.done.actor.readPendingPurchase", output: "g-1" },
  { type: "xstate.done.actor.submitPurchase", output: { id: "g-1" } },
  done("PENDING"),
  done("COMPLETED"),
  done("FAILED"),
  { type: "xstate.error.actor.fetchPurchaseStatus", error: new Error("network") },
  { type: "xstate.done.actor.checkFeedbackPrompt", output: true },
];
const web = machineGraph(purchaseMachine, samples, key, { isApp: false });
const app = machineGraph(purchaseMachine, samples, key, { isApp: true });

it("reaches every state of the purchase machine by a pinned shortest path", () => {
  const types = Object.fromEntries(
    Object.entries(web.paths).map(([k, p]) => [k, p.map((e) => e.type.replace("xstate.", "")).join(" ")]),
  );
  const polled = "done.actor.readPendingPurchase after.POLL_INTERVAL.purchase.polling.waiting";
  const failedPoll = "error.actor.fetchPurchaseStatus";
  const retry = `${failedPoll} after.RETRY_DELAY.purchase.polling.retrying`;
  expect(types).toEqual({
    resuming: "",
    idle: "done.actor.readPendingPurchase",
    "polling.waiting": "done.actor.readPendingPurchase",
    submitting: "done.actor.readPendingPurchase PURCHASE.SUBMIT",
    failed: "done.actor.readPendingPurchase PURCHASE.SUBMIT error.actor.submitPurchase",
    "polling.fetching": polled,
    "polling.retrying#1": `${polled} ${failedPoll}`,
    "polling.fetching#1": `${polled} ${retry}`,
    "polling.retrying#2": `${polled} ${retry} ${failedPoll}`,
    "polling.fetching#2": `${polled} ${retry} ${retry}`,
    "polling.retrying#3": `${polled} ${retry} ${retry} ${failedPoll}`,
    "polling.fetching#3": `${polled} ${retry} ${retry} ${retry}`,
    "pollFailed#3": `${polled} ${retry} ${retry} ${retry} ${failedPoll}`,
    "settling(COMPLETED)": `${polled} done.actor.fetchPurchaseStatus`,
    "settling(FAILED)": `${polled} done.actor.fetchPurchaseStatus`,
    checkingFeedback: `${polled} done.actor.fetchPurchaseStatus done.actor.refreshAccount`,
    purchased: `${polled} done.actor.fetchPurchaseStatus done.actor.refreshAccount done.actor.checkFeedbackPrompt`,
  });
  const reached = new Set(Object.keys(web.paths).map((k) => k.replace(/#\d$|\(\w+\)$/, "")));
  expect([...reached].sort()).toEqual(machineLeaves(purchaseMachine));
  expect(Object.keys(app.paths)).not.toContain("checkingFeedback");
  expect(app.paths.purchased?.map((e) => e.type).at(-1)).toBe("xstate.done.actor.refreshAccount");
});

it("ends each shortest path in its state when replayed on a live actor", () => {
  const never = <T>() => fromPromise<T>(() => new Promise<T>(() => {}));
  for (const [end, events] of Object.entries(web.paths)) {
    const machine = purchaseMachine.provide({
      actors: { readPendingPurchase: never(), refreshAccount: never(), checkFeedbackPrompt: never() },
      actions: {
        cartPurchasing: () => {},
        cartPurchased: () => {},
        cartPurchaseFailed: () => {},
        clearPendingPurchase: () => {},
        savePendingPurchase: () => {},
        trackPurchase: () => {},
        showFeedbackPrompt: () => {},
      },
    });
    const actor = createActor(machine, { input: { isApp: false } }).start();
    for (const event of events) actor.send(event as never);
    expect(key(actor.getSnapshot())).toBe(end);
  }
});

it("has exactly these transitions", () => {
  const moves = web.edges.filter((e) => !e.includes("#")).map((e) => e.replaceAll("xstate.", ""));
  expect(moves).toEqual([
    "checkingFeedback -done.actor.checkFeedbackPrompt-> purchased",
    "checkingFeedback -error.actor.checkFeedbackPrompt-> purchased",
    "failed -PURCHASE.DISMISS-> idle",
    "failed -PURCHASE.SUBMIT-> submitting",
    "idle -PURCHASE.SUBMIT-> submitting",
    "polling.fetching -done.actor.fetchPurchaseStatus-> polling.waiting",
    "polling.fetching -done.actor.fetchPurchaseStatus-> settling(COMPLETED)",
    "polling.fetching -done.actor.fetchPurchaseStatus-> settling(FAILED)",
    "polling.waiting -after.POLL_INTERVAL.purchase.polling.waiting-> polling.fetching",
    "purchased -PURCHASE.DISMISS-> idle",
    "purchased -PURCHASE.SUBMIT-> submitting",
    "resuming -done.actor.readPendingPurchase-> idle",
    "resuming -done.actor.readPendingPurchase-> polling.waiting",
    "resuming -error.actor.readPendingPurchase-> idle",
    "settling(COMPLETED) -done.actor.refreshAccount-> checkingFeedback",
    "settling(COMPLETED) -error.actor.refreshAccount-> checkingFeedback",
    "settling(FAILED) -done.actor.refreshAccount-> failed",
    "settling(FAILED) -error.actor.refreshAccount-> failed",
    "submitting -done.actor.submitPurchase-> polling.waiting",
    "submitting -error.actor.submitPurchase-> failed",
  ]);
  // Failed polls: three retries, then pollFailed; a success at any count goes on polling or settles.
  const retries = web.edges.filter((e) => e.includes("#")).map((e) => e.replaceAll("xstate.", ""));
  expect(retries).toEqual([
    "pollFailed#3 -PURCHASE.RETRY-> polling.waiting",
    "polling.fetching -error.actor.fetchPurchaseStatus-> polling.retrying#1",
    "polling.fetching#1 -done.actor.fetchPurchaseStatus-> polling.waiting",
    "polling.fetching#1 -done.actor.fetchPurchaseStatus-> settling(COMPLETED)",
    "polling.fetching#1 -done.actor.fetchPurchaseStatus-> settling(FAILED)",
    "polling.fetching#1 -error.actor.fetchPurchaseStatus-> polling.retrying#2",
    "polling.fetching#2 -done.actor.fetchPurchaseStatus-> polling.waiting",
    "polling.fetching#2 -done.actor.fetchPurchaseStatus-> settling(COMPLETED)",
    "polling.fetching#2 -done.actor.fetchPurchaseStatus-> settling(FAILED)",
    "polling.fetching#2 -error.actor.fetchPurchaseStatus-> polling.retrying#3",
    "polling.fetching#3 -done.actor.fetchPurchaseStatus-> polling.waiting",
    "polling.fetching#3 -done.actor.fetchPurchaseStatus-> settling(COMPLETED)",
    "polling.fetching#3 -done.actor.fetchPurchaseStatus-> settling(FAILED)",
    "polling.fetching#3 -error.actor.fetchPurchaseStatus-> pollFailed#3",
    "polling.retrying#1 -after.RETRY_DELAY.purchase.polling.retrying-> polling.fetching#1",
    "polling.retrying#2 -after.RETRY_DELAY.purchase.polling.retrying-> polling.fetching#2",
    "polling.retrying#3 -after.RETRY_DELAY.purchase.polling.retrying-> polling.fetching#3",
  ]);
  expect(web.handled).toEqual({
    resuming: "xstate.done.actor.readPendingPurchase xstate.error.actor.readPendingPurchase",
    idle: "PURCHASE.SUBMIT",
    submitting: "xstate.done.actor.submitPurchase xstate.error.actor.submitPurchase",
    "polling.waiting": "xstate.after.POLL_INTERVAL.purchase.polling.waiting",
    "polling.fetching": "xstate.done.actor.fetchPurchaseStatus xstate.error.actor.fetchPurchaseStatus",
    "polling.retrying": "xstate.after.RETRY_DELAY.purchase.polling.retrying",
    pollFailed: "PURCHASE.RETRY",
    settling: "xstate.done.actor.refreshAccount xstate.error.actor.refreshAccount",
    checkingFeedback: "xstate.done.actor.checkFeedbackPrompt xstate.error.actor.checkFeedbackPrompt",
    purchased: "PURCHASE.DISMISS PURCHASE.SUBMIT",
    failed: "PURCHASE.DISMISS PURCHASE.SUBMIT",
  });
});
