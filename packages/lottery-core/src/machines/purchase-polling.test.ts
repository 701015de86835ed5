import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { purchaseMachine } from "./purchase.machine";
import { flush, start, status, ticket } from "./purchase.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("purchase machine polling, retries and restarts (R-STATES Purchase, R-CALLS)", () => {
  it("retries a failed poll after 1, 2 and 4 s and keeps the group id", async () => {
    const net = new Error("network");
    const { actor, fetchStatus, value } = start({ statuses: [net, net, net, status("COMPLETED")] });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toEqual({ polling: "retrying" });
    expect(actor.getSnapshot().context).toMatchObject({ groupId: "g-1", pollFailures: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(fetchStatus.mock.calls.map((c) => c[0].input.groupId)).toEqual(["g-1", "g-1", "g-1", "g-1"]);
    expect(value()).toBe("purchased");
  });

  it("stops after three retries, keeps the group id in flight, and resumes on retry", async () => {
    const net = new Error("network");
    const { actor, actions, value } = start({ statuses: [net, net, net, net, status("COMPLETED")] });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000 + 1000 + 2000 + 4000);
    expect(value()).toBe("pollFailed");
    expect(actor.getSnapshot().context).toMatchObject({ groupId: "g-1", error: net });
    expect(actions.clearPendingPurchase).not.toHaveBeenCalled();
    actor.send({ type: "PURCHASE.RETRY" });
    expect(actor.getSnapshot().context.pollFailures).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toBe("purchased");
  });

  it("does not retry a session-expired poll", async () => {
    const { actor, fetchStatus, value } = start({
      statuses: [Object.assign(new Error("expired"), { code: "SESSION_EXPIRED" })],
    });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toBe("pollFailed");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it("resumes polling a group id left in flight by a restart", async () => {
    const { actions, fetchStatus, value } = start({ pending: "g-9" });
    await flush();
    expect(value()).toEqual({ polling: "waiting" });
    expect(actions.cartPurchasing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus.mock.calls[0]?.[0].input).toEqual({ groupId: "g-9" });
    expect(value()).toBe("purchased");
  });

  it("starts idle when the pending purchase cannot be read", async () => {
    const { value } = start({ pending: new Error("storage") });
    await flush();
    expect(value()).toBe("idle");
  });

  it("finishes the purchase even when the balance refresh fails", async () => {
    const { actor, value } = start({ refresh: new Error("balances down") });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toBe("purchased");
  });

  it("starts a new purchase or dismisses after buying", async () => {
    const { actor, value } = start({ statuses: [status("COMPLETED"), status("COMPLETED")] });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    expect(value()).toBe("submitting");
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: "PURCHASE.DISMISS" });
    expect(value()).toBe("idle");
  });

  it("fails loudly when an effect was not provided", async () => {
    const actor = createActor(
      purchaseMachine.provide({
        actors: { readPendingPurchase: fromPromise<string | null>(async () => null) },
      }),
      { input: { isApp: false } },
    ).start();
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    expect(String(errors[0])).toMatch(/cartPurchasing not provided/);
  });

  it.each([
    "savePendingPurchase",
    "clearPendingPurchase",
    "cartPurchasing",
    "cartPurchased",
    "cartPurchaseFailed",
    "trackPurchase",
    "notifyAppPurchaseSuccess",
    "showFeedbackPrompt",
  ] as const)("throws when the %s action is not provided", (name) => {
    const action = purchaseMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`purchase machine: ${name} not provided`);
  });

  it.each([
    "readPendingPurchase",
    "submitPurchase",
    "fetchPurchaseStatus",
    "refreshAccount",
    "checkFeedbackPrompt",
  ] as const)("fails when the %s actor is not provided", async (name) => {
    const logic = purchaseMachine.implementations.actors[name] as Parameters<typeof createActor>[0];
    const actor = createActor(logic, { input: {} as never });
    const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    await flush();
    expect(String(await failed)).toMatch(`purchase machine: ${name} not provided`);
  });
});
