/**
 * Fakes for the purchase machine tests: every injected actor and action, driven by a list of purchase
 * statuses. Test support only; not exported from the package.
 */
import { vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { sampleTicket } from "../cart/cart.test-support";
import type { CartTicket } from "../model/entities";
import { purchaseMachine } from "./purchase.machine";
import type { PurchaseGroupStatus, PurchaseStatusResponse, PurchaseStatusTicket } from "./purchase-status";

export const ticket = sampleTicket();
export const bought: PurchaseStatusTicket = {
  id: "k1",
  status: 2,
  cost: 340,
  coupon: ticket.coupon,
  draw_numbers: [4510],
  message: null,
};
export const refused: PurchaseStatusTicket = { ...bought, id: "k2", status: 101, message: "Sales closed" };

export const status = (s: PurchaseGroupStatus, tickets = [bought], message: string | null = null) =>
  ({ id: "g-1", status: s, tickets, message }) satisfies PurchaseStatusResponse;

export interface Fakes {
  pending?: string | null | Error;
  isApp?: boolean;
  submit?: { id: string } | Error;
  statuses?: (PurchaseStatusResponse | Error)[];
  refresh?: Error;
  feedback?: boolean | Error;
}

export function start(f: Fakes = {}) {
  const statuses = [...(f.statuses ?? [status("COMPLETED")])];
  const fetchStatus = vi.fn(async ({ input }: { input: { groupId: string } }) => {
    const next = statuses.shift() ?? status("PENDING");
    if (next instanceof Error) throw next;
    return { ...next, id: input.groupId };
  });
  const settle = <T>(v: T | Error) => (v instanceof Error ? Promise.reject(v) : Promise.resolve(v));
  const submit = vi.fn(async (_: { input: { tickets: CartTicket[]; idempotencyKey: string | null } }) =>
    settle(f.submit ?? { id: "g-1" }),
  );
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
export const flush = () => vi.advanceTimersByTimeAsync(0);
