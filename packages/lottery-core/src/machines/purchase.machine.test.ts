import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { sampleTicket } from "../cart/cart-fixtures";
import type { CartTicket } from "../model/entities";
import { purchaseMachine } from "./purchase.machine";
import type { PurchaseGroupStatus, PurchaseStatusResponse, PurchaseStatusTicket } from "./purchase-status";

const ticket = sampleTicket();
const bought: PurchaseStatusTicket = {
  id: "k1",
  status: 2,
  cost: 340,
  coupon: ticket.coupon,
  draw_numbers: [4510],
  message: null,
};
const refused: PurchaseStatusTicket = { ...bought, id: "k2", status: 101, message: "Sales closed" };

const status = (s: PurchaseGroupStatus, tickets = [bought], message: string | null = null) =>
  ({ id: "g-1", status: s, tickets, message }) satisfies PurchaseStatusResponse;

interface Fakes {
  pending?: string | null | Error;
  isApp?: boolean;
  submit?: { id: string } | Error;
  statuses?: (PurchaseStatusResponse | Error)[];
  refresh?: Error;
  feedback?: boolean | Error;
}

function start(f: Fakes = {}) {
  const statuses = [...(f.statuses ?? [status("COMPLETED")])];
  const fetchStatus = vi.fn(async ({ input }: { input: { groupId: string } }) => {
    const next = statuses.shift() ?? status("PENDING");
    if (next instanceof Error) throw next;
    return { ...next, id: input.groupId };
  });
  const settle = <T>(v: T | Error) => (v instanceof Error ? Promise.reject(v) : Promise.resolve(v));
  const submit = vi.fn(async (_: { input: { tickets: CartTicket[] } }) => settle(f.submit ?? { id: "g-1" }));
  const actions = {
    savePendingPurchase: vi.fn(),
    clearPendingPurchase: vi.fn(),
    cartPurchasing: vi.fn(),
    cartPurchased: vi.fn(),
    cartPurchaseFailed: vi.fn(),
    trackPurchase: vi.fn(),
    notifyAppPurchaseSuccess: vi.fn(),
    showFeedbackPrompt: vi.fn(),
  };
  const machine = purchaseMachine.provide({
    actions,
    actors: {
      readPendingPurchase: fromPromise(async () => settle(f.pending ?? null)),
      submitPurchase: fromPromise(submit),
      fetchPurchaseStatus: fromPromise(fetchStatus),
      refreshAccount: fromPromise<void>(async () => settle(f.refresh ?? undefined)),
      checkFeedbackPrompt: fromPromise(async () => settle(f.feedback ?? false)),
    },
  });
  const actor = createActor(machine, { input: { isApp: f.isApp ?? false } }).start();
  const value = () => actor.getSnapshot().value;
  return { actor, actions, fetchStatus, submit, value };
}

/** Lets pending promises settle without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("purchase machine (spec §4 Purchase)", () => {
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
    expect(submit.mock.calls[0]?.[0].input).toEqual({ tickets: [ticket] });
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
});
