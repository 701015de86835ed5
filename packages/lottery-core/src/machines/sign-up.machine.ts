/**
 * Sign-up (R-STATES sign-up): steps start at 0 (details); identity verification moves to step 1; a
 * failed verification status restarts sign-up with 'There was an error initialising the verification
 * service. Please try again.'. Registration and the verification service are injected actors.
 */
import { assign, fromPromise, setup } from "xstate";
import { APP_TEXT, PASSWORD_TEXT } from "../errors/app-texts";

/** The sign-up steps the view shows (R-STATES: steps start at 0). */
export type SignUpStep = 0 | 1 | 2;

/**
 * What the identity verification service says when it starts or finishes (R-STATES Sign-up); `review`
 * (ours, docs/identity.md): a person checks the identity once the account is activated.
 */
export type VerificationStatus = "pending" | "passed" | "failed" | "review";

/** Sign-up context: the step, the details entered and the error line (R-STATES Sign-up). */
export interface SignUpContext {
  step: SignUpStep;
  details: Record<string, unknown> | null;
  error: string | null;
  /** The identity goes to a person's review: the last step says the account waits for it. */
  identityReview: boolean;
}

/** Events sign-up accepts (R-STATES Sign-up). */
export type SignUpEvent =
  | { type: "SIGN_UP.SUBMIT"; details: Record<string, unknown> }
  | { type: "SIGN_UP.VERIFICATION_STATUS"; status: VerificationStatus };

const notProvided = (name: string): never => {
  throw new Error(`sign-up machine: ${name} not provided`);
};
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : PASSWORD_TEXT.somethingWentWrong;

/** The sign-up machine (R-STATES Sign-up; R-MACHINES); tags `busy` while calling a service. */
export const signUpMachine = setup({
  types: { context: {} as SignUpContext, events: {} as SignUpEvent, tags: {} as "busy" },
  actors: {
    register: fromPromise<unknown, Record<string, unknown>>(async () => notProvided("register")),
    startVerification: fromPromise<VerificationStatus, Record<string, unknown>>(async () =>
      notProvided("startVerification"),
    ),
  },
  actions: {
    restart: assign({ step: 0, error: APP_TEXT.verificationFailed }),
  },
  guards: {
    hasFailed: ({ event }) => (event as { output?: unknown }).output === "failed",
    isStatus: ({ event }, status: VerificationStatus) =>
      event.type === "SIGN_UP.VERIFICATION_STATUS" && event.status === status,
  },
}).createMachine({
  id: "signUp",
  context: { step: 0, details: null, error: null, identityReview: false },
  initial: "details",
  states: {
    details: {
      on: {
        "SIGN_UP.SUBMIT": {
          target: "registering",
          actions: assign({ details: ({ event }) => event.details, error: null }),
        },
      },
    },
    registering: {
      tags: ["busy"],
      invoke: {
        src: "register",
        input: ({ context }) => context.details!,
        onDone: "startingVerification",
        onError: { target: "details", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    startingVerification: {
      tags: ["busy"],
      invoke: {
        src: "startVerification",
        input: ({ context }) => context.details!,
        onDone: [
          { guard: "hasFailed", target: "details", actions: "restart" },
          { target: "verifying", actions: assign({ step: 1 }) },
        ],
        onError: { target: "details", actions: "restart" },
      },
    },
    verifying: {
      on: {
        "SIGN_UP.VERIFICATION_STATUS": [
          { guard: { type: "isStatus", params: "failed" }, target: "details", actions: "restart" },
          { guard: { type: "isStatus", params: "passed" }, target: "complete", actions: assign({ step: 2 }) },
          {
            guard: { type: "isStatus", params: "review" },
            target: "complete",
            actions: assign({ step: 2, identityReview: true }),
          },
        ],
      },
    },
    complete: { type: "final" },
  },
});
