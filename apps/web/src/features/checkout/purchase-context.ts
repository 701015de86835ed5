import { type ApiClient, getPurchaseStatus, submitPurchase } from "@lotto/api";
import { type CartTicket, isPlayDay } from "@lotto/core";
import { type PurchaseStatusResponse, type PurchaseSubmission, purchaseMachine } from "@lotto/core/machines";
import { createActorContext } from "@xstate/react";
import { createContext } from "react";
import { fromPromise } from "xstate";
import { decideFeedbackPrompt } from "@/lib/feedback-prompt";
import type { KeyValueStore } from "@/lib/storage";

/** The purchase actor, provided on the cart page by `PurchaseProvider`. */
export const PurchaseContext = createActorContext(purchaseMachine);

/**
 * Called when the player leaves the receipt (a new page, the tickets): a feedback prompt the purchase
 * earned opens then, never over the receipt. `PurchaseProvider` provides it.
 */
export const ReceiptSeenContext = createContext<() => void>(() => undefined);

/** Local-storage key of a purchase group still in flight, so a reload resumes its polling. */
export const PENDING_PURCHASE_KEY = "pendingPurchase";

// What the server re-prices: a one-day play ticket with the day it was priced with.
const purchaseTicket = ({ id, draw_num, cost, coupon, day }: CartTicket) => ({
  id,
  draw_num,
  cost,
  coupon,
  ...(isPlayDay(day) ? { day } : {}),
});

/** Effects the purchase needs: the API, the cart, storage, account refresh and the app/feedback hooks. */
export interface PurchaseEffects {
  api: ApiClient;
  storage: KeyValueStore;
  cart: { purchasing(): void; purchased(): void; purchaseFailed(): void };
  refreshAccount: () => Promise<void>;
  notifyApp: () => void;
  showFeedback: () => void;
  track: (result: PurchaseStatusResponse) => void;
}

/**
 * The purchase machine with real effects (R-STATES Purchase): submit with an idempotency key, poll
 * `GET /games/tickets-purchase/{id}`, refresh balance and limits, analytics, app or feedback prompt.
 */
export function createPurchaseLogic(fx: PurchaseEffects) {
  return purchaseMachine.provide({
    actors: {
      readPendingPurchase: fromPromise(async () => fx.storage.getItem(PENDING_PURCHASE_KEY)),
      submitPurchase: fromPromise<{ id: string }, PurchaseSubmission>(async ({ input }) =>
        submitPurchase(fx.api, {
          body: { tickets: input.tickets.map(purchaseTicket) },
          headers: { "Idempotency-Key": input.idempotencyKey ?? crypto.randomUUID() },
        }),
      ),
      fetchPurchaseStatus: fromPromise<PurchaseStatusResponse, { groupId: string }>(async ({ input }) =>
        getPurchaseStatus(fx.api, { params: { groupId: input.groupId } }),
      ),
      refreshAccount: fromPromise(() => fx.refreshAccount()),
      checkFeedbackPrompt: fromPromise(() => decideFeedbackPrompt(fx.api, "purchase")),
    },
    actions: {
      savePendingPurchase: (_, params) => fx.storage.setItem(PENDING_PURCHASE_KEY, params.groupId),
      clearPendingPurchase: () => fx.storage.removeItem(PENDING_PURCHASE_KEY),
      cartPurchasing: () => fx.cart.purchasing(),
      cartPurchased: () => fx.cart.purchased(),
      cartPurchaseFailed: () => fx.cart.purchaseFailed(),
      trackPurchase: (_, params) => fx.track(params.result),
      notifyAppPurchaseSuccess: () => fx.notifyApp(),
      showFeedbackPrompt: () => fx.showFeedback(),
    },
  });
}
