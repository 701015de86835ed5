import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bought, flush, refused, start, status, ticket } from "./purchase.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("purchase machine (R-STATES Purchase)", () => {
  it("waits idle when no purchase is in flight", async () => {
    const { value } = start();
    await flush();
    expect(value()).toBe("idle");
  });

  it("submits, persists the group id and polls every 1000 ms until the purchase settles", async () => {
    const { actor, actions, fetchStatus, submit, value } = start({
      statuses: [status("PENDING"), status("PENDING"), status("COMPLETED")],
      feedback: true,
    });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    expect(value()).toBe("submitting");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(actions.cartPurchasing).toHaveBeenCalledTimes(1);
    await flush();
    expect(submit.mock.calls[0]?.[0].input).toEqual({ tickets: [ticket], idempotencyKey: null });
    expect(actions.savePendingPurchase).toHaveBeenCalledWith(expect.anything(), { groupId: "g-1" });
    expect(value()).toEqual({ polling: "waiting" });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(fetchStatus.mock.calls[0]?.[0].input).toEqual({ groupId: "g-1" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(actions.cartPurchased).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(value()).toBe("purchased");
    expect(actions.clearPendingPurchase).toHaveBeenCalledTimes(1);
    expect(actions.trackPurchase).toHaveBeenCalledWith(expect.anything(), { result: status("COMPLETED") });
    expect(actions.showFeedbackPrompt).toHaveBeenCalledTimes(1);
    expect(actions.notifyAppPurchaseSuccess).not.toHaveBeenCalled();
    expect(actions.cartPurchased).toHaveBeenCalledTimes(1);
  });

  it("submits again with the caller's idempotency key, so a retried pay-and-buy never buys twice", async () => {
    const { actor, submit, value } = start({ submit: new Error("network") });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket], idempotencyKey: "flow-1:purchase" });
    await flush();
    expect(value()).toBe("failed");
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket], idempotencyKey: "flow-1:purchase" });
    await flush();
    expect(submit.mock.calls.map((c) => c[0].input.idempotencyKey)).toEqual([
      "flow-1:purchase",
      "flow-1:purchase",
    ]);
  });

  it("keeps the order: refresh, analytics, then the cart emptied", async () => {
    const order: string[] = [];
    const { actor, actions } = start();
    actions.trackPurchase.mockImplementation(() => order.push("track"));
    actions.cartPurchased.mockImplementation(() => order.push("cart"));
    actions.clearPendingPurchase.mockImplementation(() => order.push("clear"));
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(["clear", "track", "cart"]);
  });

  it("tells the app wrapper PURCHASE_SUCCESS instead of checking for a feedback prompt", async () => {
    const { actor, actions, value } = start({ isApp: true, feedback: true });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toBe("purchased");
    expect(actions.notifyAppPurchaseSuccess).toHaveBeenCalledTimes(1);
    expect(actions.showFeedbackPrompt).not.toHaveBeenCalled();
  });

  it.each([
    ["declines", false],
    ["fails", new Error("coefficient down")],
  ])("shows no feedback prompt when the coefficient check %s", async (_name, feedback) => {
    const { actor, actions, value } = start({ feedback });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toBe("purchased");
    expect(actions.showFeedbackPrompt).not.toHaveBeenCalled();
  });

  it("keeps which tickets failed in a COMPLETED_WITH_ERRORS purchase", async () => {
    const { actor, actions } = start({ statuses: [status("COMPLETED_WITH_ERRORS", [bought, refused])] });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket, ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.failedTickets).toEqual([refused]);
    expect(actions.cartPurchased).toHaveBeenCalledTimes(1);
  });

  it("reports a FAILED purchase, keeps the cart and sends no analytics", async () => {
    const { actor, actions, value } = start({ statuses: [status("FAILED", [refused], "Provider down")] });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toBe("failed");
    expect(actor.getSnapshot().hasTag("error")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: "Provider down", failedTickets: [refused] });
    expect(actions.cartPurchaseFailed).toHaveBeenCalledTimes(1);
    expect(actions.trackPurchase).not.toHaveBeenCalled();
    expect(actions.cartPurchased).not.toHaveBeenCalled();
    actor.send({ type: "PURCHASE.DISMISS" });
    expect(value()).toBe("idle");
  });

  it("fails when the submission is refused and can submit again", async () => {
    const refusal = new Error("422");
    const { actor, value } = start({ submit: refusal });
    await flush();
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    await flush();
    expect(value()).toBe("failed");
    expect(actor.getSnapshot().context.error).toBe(refusal);
    actor.send({ type: "PURCHASE.SUBMIT", tickets: [ticket] });
    expect(value()).toBe("submitting");
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
