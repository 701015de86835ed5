// Run the purchase machine with injected effects: the machine holds the flow (submit, poll every second until
// the purchase settles, refresh the account, then empty the cart); the app provides every call and action.
import { purchaseMachine } from "@lotto/core/machines";
import { createActor, fromPromise, waitFor } from "xstate";

const log: string[] = [];
const machine = purchaseMachine.provide({
  actors: {
    readPendingPurchase: fromPromise<string | null>(async () => null), // nothing in flight from a previous visit
    submitPurchase: fromPromise(async () => ({ id: "group-1" })),
    fetchPurchaseStatus: fromPromise(async ({ input }) => ({
      id: input.groupId,
      status: "COMPLETED" as const,
      tickets: [],
      message: null,
    })),
    refreshAccount: fromPromise<void>(async () => undefined),
    checkFeedbackPrompt: fromPromise(async () => false),
  },
  actions: {
    savePendingPurchase: (_, params) => log.push(`saved ${params.groupId}`),
    clearPendingPurchase: () => log.push("cleared"),
    cartPurchasing: () => log.push("cart purchasing"),
    cartPurchased: () => log.push("cart purchased"),
    cartPurchaseFailed: () => log.push("cart failed"),
    trackPurchase: (_, params) => log.push(`tracked ${params.result.status}`),
    notifyAppPurchaseSuccess: () => log.push("app told"),
    showFeedbackPrompt: () => log.push("feedback asked"),
  },
});

const actor = createActor(machine, { input: { isApp: false } }).start();
await waitFor(actor, (state) => state.matches("idle"));
actor.send({ type: "PURCHASE.SUBMIT", tickets: [] });
const done = await waitFor(actor, (state) => state.matches("purchased"), { timeout: 5_000 });
console.log(done.context.groupId, done.context.result?.status); // group-1 COMPLETED
console.log(log); // cart purchasing, saved group-1, cleared, tracked COMPLETED, cart purchased
