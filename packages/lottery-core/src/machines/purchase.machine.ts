/**
 * Buying the cart (R-STATES Purchase): submit, poll the group every 1000 ms until it settles, refresh
 * balance and limits, send the purchase analytics event, tell the app wrapper or maybe ask for feedback,
 * then empty the cart. The group id is persisted so a restart resumes polling, and polling failures are
 * retried by the query retry rule (R-CALLS) without losing it. Every effect is injected.
 */
import { assertEvent, assign, fromPromise, setup } from "xstate";
import type { CartTicket } from "../model/entities";
import { queryRetryDelayMs, shouldRetryQuery } from "../timing/query-retry";
import type { PurchaseStatusResponse, PurchaseStatusTicket } from "./purchase-status";
import { failedPurchaseTickets, isPurchaseSettled, PURCHASE_POLL_MS } from "./purchase-status";

/** What the purchase machine remembers (R-STATES Purchase). */
export interface PurchaseContext {
  /** Inside the native app wrapper, which is told PURCHASE_SUCCESS instead of a feedback prompt. */
  isApp: boolean;
  tickets: CartTicket[];
  /**
   * The submit's idempotency key when the caller chose one (a pay-and-buy flow keeps one for its
   * purchase, so submitting it again never buys twice); null lets the app use a fresh key.
   */
  idempotencyKey: string | null;
  /** The purchase group in flight; kept through polling failures. */
  groupId: string | null;
  result: PurchaseStatusResponse | null;
  /** Tickets refused in a COMPLETED_WITH_ERRORS (or FAILED) purchase. */
  failedTickets: PurchaseStatusTicket[];
  /** Consecutive failed polls, for the query retry rule. */
  pollFailures: number;
  error: unknown;
}

/** What the submit actor receives: the tickets and the caller's idempotency key, if any. */
export interface PurchaseSubmission {
  tickets: CartTicket[];
  idempotencyKey: string | null;
}

/** Events the purchase machine accepts (R-STATES Purchase). */
export type PurchaseEvent =
  | { type: "PURCHASE.SUBMIT"; tickets: CartTicket[]; idempotencyKey?: string }
  | { type: "PURCHASE.RETRY" }
  | { type: "PURCHASE.DISMISS" };

const notProvided = (name: string): never => {
  throw new Error(`purchase machine: ${name} not provided`);
};

// Guards on invoke done/error events read their payload; those events are not part of PurchaseEvent.
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

const missing = <T>(name: string) => fromPromise<T>(async () => notProvided(name));

/**
 * The purchase machine (R-STATES Purchase; R-CALLS query retry while polling; R-MACHINES): submit, poll every 1 s
 * until settled, refresh, analytics, PURCHASE_SUCCESS or a feedback prompt. See `setup` below for the
 * actors and actions an app provides.
 */
export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as { isApp: boolean },
  },
  actors: {
    /** Reads the group id of a purchase still in flight from storage (null when none). */
    readPendingPurchase: missing<string | null>("readPendingPurchase"),
    /** Submits the tickets; answers the group id to poll. */
    submitPurchase: fromPromise<{ id: string }, PurchaseSubmission>(async () =>
      notProvided("submitPurchase"),
    ),
    /** `GET /games/tickets-purchase/{groupId}`. */
    fetchPurchaseStatus: fromPromise<PurchaseStatusResponse, { groupId: string }>(async () =>
      notProvided("fetchPurchaseStatus"),
    ),
    /** Refreshes balance and spending limit. */
    refreshAccount: missing<void>("refreshAccount"),
    /** The feedback coefficient check: whether to prompt for feedback after this purchase. */
    checkFeedbackPrompt: missing<boolean>("checkFeedbackPrompt"),
  },
  actions: {
    savePendingPurchase: (_, _params: { groupId: string }) => notProvided("savePendingPurchase"),
    clearPendingPurchase: () => notProvided("clearPendingPurchase"),
    /** Tell the cart: status purchasing / emptied and purchased / back to its tickets. */
    cartPurchasing: () => notProvided("cartPurchasing"),
    cartPurchased: () => notProvided("cartPurchased"),
    cartPurchaseFailed: () => notProvided("cartPurchaseFailed"),
    /** The purchase analytics event (R-CALLS). */
    trackPurchase: (_, _params: { result: PurchaseStatusResponse }) => notProvided("trackPurchase"),
    /** Posts PURCHASE_SUCCESS to the native app wrapper. */
    notifyAppPurchaseSuccess: () => notProvided("notifyAppPurchaseSuccess"),
    showFeedbackPrompt: () => notProvided("showFeedbackPrompt"),
    takeTickets: assign(({ event }) => {
      assertEvent(event, "PURCHASE.SUBMIT");
      return {
        tickets: event.tickets,
        idempotencyKey: event.idempotencyKey ?? null,
        groupId: null,
        result: null,
        failedTickets: [],
        error: null,
      };
    }),
  },
  guards: {
    hasPendingGroupId: ({ event }) => typeof outputOf<unknown>(event) === "string",
    isApp: ({ context }) => context.isApp,
    hasFailed: ({ context }) => context.result?.status === "FAILED",
    isSettled: ({ event }) => isPurchaseSettled(outputOf<PurchaseStatusResponse>(event).status),
    // Query retry rule (R-CALLS): up to 3 retries, none after session-expired or service-unavailable.
    canRetryPoll: ({ context, event }) =>
      shouldRetryQuery(context.pollFailures, (event as unknown as { error: unknown }).error),
    shouldPromptFeedback: ({ event }) => outputOf<boolean>(event),
  },
  delays: {
    POLL_INTERVAL: PURCHASE_POLL_MS,
    // retry n (0-based) waits min(1000·2^n, 30000) ms; pollFailures already counts this failure.
    RETRY_DELAY: ({ context }) => queryRetryDelayMs(context.pollFailures - 1),
  },
}).createMachine({
  id: "purchase",
  context: ({ input }) => ({
    isApp: input.isApp,
    tickets: [],
    idempotencyKey: null,
    groupId: null,
    result: null,
    failedTickets: [],
    pollFailures: 0,
    error: null,
  }),
  initial: "resuming",
  states: {
    resuming: {
      invoke: {
        id: "readPendingPurchase",
        src: "readPendingPurchase",
        onDone: [
          {
            guard: "hasPendingGroupId",
            target: "polling",
            actions: [assign({ groupId: ({ event }) => event.output }), "cartPurchasing"],
          },
          { target: "idle" },
        ],
        onError: { target: "idle" },
      },
    },
    idle: {
      on: { "PURCHASE.SUBMIT": { target: "submitting", actions: "takeTickets" } },
    },
    submitting: {
      tags: ["busy"],
      entry: "cartPurchasing",
      invoke: {
        id: "submitPurchase",
        src: "submitPurchase",
        input: ({ context }) => ({ tickets: context.tickets, idempotencyKey: context.idempotencyKey }),
        onDone: {
          target: "polling",
          actions: [
            assign({ groupId: ({ event }) => event.output.id }),
            { type: "savePendingPurchase", params: ({ event }) => ({ groupId: event.output.id }) },
          ],
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    polling: {
      tags: ["busy"],
      entry: assign({ pollFailures: 0, error: null }),
      initial: "waiting",
      states: {
        waiting: { after: { POLL_INTERVAL: "fetching" } },
        fetching: {
          invoke: {
            id: "fetchPurchaseStatus",
            src: "fetchPurchaseStatus",
            input: ({ context }) => ({ groupId: context.groupId! }),
            onDone: [
              {
                guard: "isSettled",
                target: "#purchase.settling",
                actions: assign(({ event }) => ({
                  result: event.output,
                  failedTickets: failedPurchaseTickets(event.output),
                  pollFailures: 0,
                })),
              },
              { target: "waiting", actions: assign({ pollFailures: 0 }) },
            ],
            onError: [
              {
                guard: "canRetryPoll",
                target: "retrying",
                actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
              },
              { target: "#purchase.pollFailed", actions: assign({ error: ({ event }) => event.error }) },
            ],
          },
        },
        retrying: { after: { RETRY_DELAY: "fetching" } },
      },
    },
    pollFailed: {
      tags: ["error"],
      // The group id stays in context and storage: the purchase may still complete on the server.
      on: { "PURCHASE.RETRY": { target: "polling" } },
    },
    settling: {
      tags: ["busy"],
      entry: "clearPendingPurchase",
      invoke: {
        id: "refreshAccount",
        src: "refreshAccount",
        onDone: "reporting",
        // A stale balance must not hide a finished purchase.
        onError: "reporting",
      },
    },
    reporting: {
      always: [
        {
          guard: "hasFailed",
          target: "failed",
          actions: assign({ error: ({ context }) => context.result?.message }),
        },
        {
          guard: "isApp",
          target: "purchased",
          actions: [
            { type: "trackPurchase", params: ({ context }) => ({ result: context.result! }) },
            "notifyAppPurchaseSuccess",
          ],
        },
        {
          target: "checkingFeedback",
          actions: { type: "trackPurchase", params: ({ context }) => ({ result: context.result! }) },
        },
      ],
    },
    checkingFeedback: {
      tags: ["busy"],
      invoke: {
        id: "checkFeedbackPrompt",
        src: "checkFeedbackPrompt",
        onDone: [
          { guard: "shouldPromptFeedback", target: "purchased", actions: "showFeedbackPrompt" },
          { target: "purchased" },
        ],
        onError: "purchased",
      },
    },
    purchased: {
      entry: "cartPurchased",
      on: {
        "PURCHASE.SUBMIT": { target: "submitting", actions: "takeTickets" },
        "PURCHASE.DISMISS": "idle",
      },
    },
    failed: {
      tags: ["error"],
      entry: "cartPurchaseFailed",
      on: {
        "PURCHASE.SUBMIT": { target: "submitting", actions: "takeTickets" },
        "PURCHASE.DISMISS": "idle",
      },
    },
  },
});
