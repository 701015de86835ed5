/**
 * A payment (R-STATES payment, R-VALIDATION deposit minimum, R-ERRORS payment errors): card or PayPal, for a deposit,
 * a game or the cart. Card processing, then success or an error; after an external failure the next
 * attempt waits 5, 15, 30, then count·15 s. The payment call is an injected `fromPromise` actor.
 */
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { PASSWORD_TEXT } from "../errors/app-texts";
import { ERROR_CODE, errorCodeOf } from "../errors/error-codes";
import { type PaymentMethod, paymentErrorMessage } from "../errors/payment-errors";
import type { Cents } from "../model/entities";
import { paymentFailureWaitSeconds } from "../timing/payment-wait";
import { isDepositAllowed } from "../validation/deposit";

/** What the payment is for (R-STATES payment contexts). */
export type PaymentPurpose = "deposit" | "game" | "cart";

/** How a payment starts; `minimumDeposit` from `minimumDepositCents` (R-VALIDATION). */
export interface PaymentInput {
  method: PaymentMethod;
  purpose: PaymentPurpose;
  minimumDeposit: Cents;
}

/** Payment context: the choice, the amount, failures so far and what the view shows (R-STATES Payment). */
export interface PaymentContext extends PaymentInput {
  /** The amount of the last attempt; 0 before one. */
  amount: Cents;
  externalFailures: number;
  /** Seconds the current external-failure wait lasts. */
  waitSeconds: number;
  error: string | null;
  /** True while the error shown is the gateway's external failure, which the view words with its wait. */
  externalError: boolean;
  /** True when a deposit was below the minimum; the view words it with `minimumDeposit`. */
  belowMinimum: boolean;
}

/** Events a payment accepts (R-STATES Payment). */
export type PaymentEvent =
  | { type: "PAYMENT.SET_METHOD"; method: PaymentMethod }
  | { type: "PAYMENT.SUBMIT"; amount: Cents }
  | { type: "PAYMENT.DISMISS" };

/** What the injected payment actor receives (R-STATES Payment: method and context). */
export interface PaymentRequest {
  method: PaymentMethod;
  purpose: PaymentPurpose;
  amount: Cents;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
// "Shown as given" (R-ERRORS); an error that gives nothing gets the app's default text.
const givenMessage = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message !== "" ? message : PASSWORD_TEXT.somethingWentWrong;
};

/**
 * The payment machine (R-STATES Payment; R-ERRORS payment texts and external-failure wait; R-MACHINES); tags
 * `processing`, `error`, `cooling-down` (next attempt not yet allowed) and `dismissable` (the form may
 * come back); context `externalError` says the error shown is the external failure.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as "processing" | "error" | "cooling-down" | "dismissable",
  },
  actors: {
    pay: fromPromise<unknown, PaymentRequest>(async () => {
      throw new Error("payment machine: pay not provided");
    }),
  },
  actions: {
    takeAmount: assign(({ event }) => {
      assertEvent(event, "PAYMENT.SUBMIT");
      return { amount: event.amount, belowMinimum: false, error: null, externalError: false };
    }),
    flagBelowMinimum: assign({ belowMinimum: true }),
    countExternal: assign(({ context }) => {
      const failures = context.externalFailures + 1;
      const waitSeconds = paymentFailureWaitSeconds(failures);
      const error = paymentErrorMessage(ERROR_CODE.externalFailure, context.method, "", waitSeconds);
      return { externalFailures: failures, waitSeconds, error, externalError: true };
    }),
    showError: assign({
      externalError: false,
      error: ({ context, event }) => {
        const error = errorOf(event);
        return paymentErrorMessage(errorCodeOf(error), context.method, givenMessage(error), 0);
      },
    }),
  },
  guards: {
    isBelowMinimum: ({ context, event }) =>
      context.purpose === "deposit" &&
      event.type === "PAYMENT.SUBMIT" &&
      !isDepositAllowed(event.amount, context.minimumDeposit),
    isExternalFailure: ({ event }) => errorCodeOf(errorOf(event)) === ERROR_CODE.externalFailure,
  },
  delays: { externalWait: ({ context }) => context.waitSeconds * 1000 },
}).createMachine({
  id: "payment",
  context: ({ input }) => ({
    ...input,
    amount: 0,
    externalFailures: 0,
    waitSeconds: 0,
    error: null,
    externalError: false,
    belowMinimum: false,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "PAYMENT.SET_METHOD": { actions: assign({ method: ({ event }) => event.method }) },
        "PAYMENT.SUBMIT": [
          { guard: "isBelowMinimum", actions: "flagBelowMinimum" },
          { target: "processing", actions: "takeAmount" },
        ],
      },
    },
    processing: {
      tags: ["processing"],
      invoke: {
        src: "pay",
        input: ({ context }) => ({
          method: context.method,
          purpose: context.purpose,
          amount: context.amount,
        }),
        onDone: "succeeded",
        onError: [
          { guard: "isExternalFailure", target: "failed.coolingDown", actions: "countExternal" },
          { target: "failed.ready", actions: "showError" },
        ],
      },
    },
    failed: {
      tags: ["error"],
      initial: "ready",
      states: {
        // The wait is enforced here: no retry and no way back to the form until it has passed (R-ERRORS).
        coolingDown: { tags: ["cooling-down"], after: { externalWait: "ready" } },
        ready: {
          tags: ["dismissable"],
          on: {
            "PAYMENT.SUBMIT": [
              { guard: "isBelowMinimum", target: "#payment.editing", actions: "flagBelowMinimum" },
              { target: "#payment.processing", actions: "takeAmount" },
            ],
            "PAYMENT.DISMISS": {
              target: "#payment.editing",
              actions: assign({ error: null, externalError: false }),
            },
          },
        },
      },
    },
    succeeded: { type: "final" },
  },
});
