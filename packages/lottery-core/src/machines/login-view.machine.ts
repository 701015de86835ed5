/**
 * The login overlay's views (R-SCREENS, R-STATES login view and failed logins, R-VALIDATION, R-ERRORS), maintenance while the
 * outage flag is on. API calls are injected `fromPromise` actors; hiding the overlay is an injected action.
 */
import { assertEvent, assign, fromPromise, not, setup } from "xstate";
import { PASSWORD_TEXT } from "../errors/app-texts";
import { LOGIN_TEXT, loginFailureLines } from "../errors/login-errors";
import { resetPasswordErrorMessage } from "../errors/password-errors";
import { EMAIL_TEXT, validateLoginForm, type WelcomeEmailStep, welcomeEmailStep } from "../validation/email";
import { securityAnswerError } from "../validation/forgot-password";
import { FORGOT_PASSWORD_TEXT } from "../validation/forgot-password-text";
import {
  type CredentialCheck,
  forgotPasswordErrors,
  initialLoginViewContext,
  isInReviewEvent,
  type LoginViewContext,
  type LoginViewEvent,
  type LoginViewInput,
  loginFailureOf,
  loginViewForPage,
  viewAfterCheckEvent,
  wireDateOfBirth,
} from "../validation/login-flow";
import type { LoginViewTag } from "../validation/login-pages";

const notProvided = (name: string): never => {
  throw new Error(`login view machine: ${name} not provided`);
};
// Each action and guard runs on its own events only; ev asserts that and narrows the type.
const ev = <T extends LoginViewEvent["type"]>(e: LoginViewEvent, type: T | T[]) => {
  assertEvent(e, type);
  return e as unknown as Extract<LoginViewEvent, { type: T }>;
};
const forgotErrors = (c: LoginViewContext, e: LoginViewEvent) =>
  forgotPasswordErrors(ev(e, "LOGIN.SUBMIT_FORGOT"), c.newPasswordResetFlow);
const loginErrors = (e: LoginViewEvent) => {
  const { email, password } = ev(e, "LOGIN.SUBMIT");
  return validateLoginForm(email, password);
};
const backToLogin = { target: "#loginView.login", actions: "clearLines" } as const;
const need = <O, I>(name: string) => fromPromise<O, I>(async () => notProvided(name));

/**
 * The login view machine (R-STATES Login view machine, Failed logins; R-LOGIN-OVERLAY; R-LOGIN-CODES;
 * R-MACHINES); tags `busy` while calling the API, `hidden` once signed in, `maintenance` for the outage
 * card, and the page each state shows (`page:<name>`; `resetting` shows the page that sent it), read
 * through {@link loginPageShown} so views never name a state.
 */
export const loginViewMachine = setup({
  types: {
    context: {} as LoginViewContext,
    events: {} as LoginViewEvent,
    input: {} as LoginViewInput,
    tags: {} as LoginViewTag,
  },
  actors: {
    checkCredentials: need<CredentialCheck, { email: string }>("checkCredentials"),
    login: need<unknown, { email: string; password: string }>("login"),
    resendActivation: need<unknown, { email: string }>("resendActivation"),
    getSecurityQuestion: need<string, { email: string; dateOfBirth: string }>("getSecurityQuestion"),
    resetPassword: need<unknown, { email: string; securityAnswer: string | null }>("resetPassword"),
  },
  actions: {
    hideOverlay: () => notProvided("hideOverlay"),
    clearLines: assign({ fieldErrors: {}, error: null, notice: null, canResendActivation: false }),
    // A different email starts a fresh count of failed attempts (R-STATES failed logins).
    changeEmail: assign(({ context, event }) => {
      // Only the four events that carry an email run this action.
      const email = (event as { email: string }).email.trim();
      return email === context.email ? {} : { email, attempts: 0 };
    }),
    showSomethingWrong: assign({ error: PASSWORD_TEXT.somethingWentWrong }),
    showInReview: assign({ error: null, notice: LOGIN_TEXT.identityInReview }),
    showEmailRequired: assign({ fieldErrors: { email: EMAIL_TEXT.emailRequired } }),
    showLoginErrors: assign({ fieldErrors: ({ event }) => loginErrors(event) }),
    showForgotErrors: assign({ fieldErrors: ({ context, event }) => forgotErrors(context, event) }),
    showAnswerError: assign({ fieldErrors: { answer: FORGOT_PASSWORD_TEXT.answerRequired } }),
    takeAnswer: assign({ securityAnswer: ({ event }) => ev(event, "LOGIN.SUBMIT_ANSWER").answer.trim() }),
    recordFailure: assign(({ context, event }) => loginFailureLines(loginFailureOf(event, context.attempts))),
    showResetError: assign({
      error: ({ event }) => resetPasswordErrorMessage((event as { error?: unknown }).error),
    }),
    // Only the player's own log out in the app is 'Logged out successfully'; an expiry says
    // 'Session expired' elsewhere and must not be called a success (R-STATES).
    signedOut: assign(({ event }) => {
      const { isApp, own } = ev(event, "LOGIN.LOGGED_OUT");
      return { email: "", attempts: 0, error: null, notice: isApp && own ? LOGIN_TEXT.loggedOutInApp : null };
    }),
  },
  guards: {
    isOutage: ({ context }) => context.outage,
    isSignedIn: ({ context }) => context.signedIn === true,
    isPage: ({ context }, view: string) => loginViewForPage(context.page) === view,
    isNewPlayer: ({ event }) => viewAfterCheckEvent(event) === "signUp",
    isPrs: ({ event }) => viewAfterCheckEvent(event) === "upgradePrs",
    isInReview: ({ event }) => isInReviewEvent(event),
    isPendingKyc: ({ context, event }) => loginFailureOf(event, context.attempts).kind === "pending-kyc",
    isLockRisk: ({ context, event }) => loginFailureOf(event, context.attempts).kind === "forgot-password",
    isOutageOn: ({ event }) => ev(event, "LOGIN.OUTAGE").outage,
    isWelcomeStep: ({ event }, kind: WelcomeEmailStep["kind"]) =>
      welcomeEmailStep(ev(event, "LOGIN.SUBMIT_EMAIL").email).kind === kind,
    hasLoginErrors: ({ event }) => Object.keys(loginErrors(event)).length > 0,
    hasForgotErrors: ({ context, event }) => Object.keys(forgotErrors(context, event)).length > 0,
    isNewResetFlow: ({ context }) => context.newPasswordResetFlow,
    isAnswerMissing: ({ event }) => securityAnswerError(ev(event, "LOGIN.SUBMIT_ANSWER").answer) !== null,
    canResend: ({ context }) => context.canResendActivation,
    isAnswering: ({ context }) => context.securityAnswer !== null,
  },
}).createMachine({
  id: "loginView",
  context: ({ input }) => initialLoginViewContext(input),
  initial: "routing",
  on: {
    "LOGIN.OUTAGE": { guard: "isOutageOn", target: ".maintenance", actions: assign({ outage: true }) },
    "LOGIN.CHANGE_EMAIL": { actions: "changeEmail" },
  },
  states: {
    routing: {
      tags: ["page:welcome"],
      always: [
        { guard: "isSignedIn", target: "authenticated" },
        { guard: "isOutage", target: "maintenance" },
        ...(["login", "forgotPassword", "passwordResetEmailSent", "signUp", "upgradePrs"] as const).map(
          (view) => ({
            guard: { type: "isPage", params: view } as const,
            target: view,
          }),
        ),
        { target: "welcome" },
      ],
    },
    // Only the end of an outage leaves maintenance; elsewhere an "outage over" report changes nothing.
    maintenance: {
      tags: ["maintenance"],
      on: {
        "LOGIN.OUTAGE": { guard: not("isOutageOn"), target: "welcome", actions: assign({ outage: false }) },
      },
    },
    welcome: {
      tags: ["page:welcome"],
      on: {
        "LOGIN.SUBMIT_EMAIL": [
          { guard: { type: "isWelcomeStep", params: "required" }, actions: "showEmailRequired" },
          {
            guard: { type: "isWelcomeStep", params: "login" },
            target: "login",
            actions: ["changeEmail", "clearLines"],
          },
          { target: "checkingEmail", actions: ["changeEmail", "clearLines"] },
        ],
        "LOGIN.SIGN_UP": "signUp",
      },
    },
    checkingEmail: {
      tags: ["page:welcome", "busy"],
      invoke: {
        src: "checkCredentials",
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: "isNewPlayer", target: "signUp" },
          { guard: "isPrs", target: "upgradePrs" },
          // Pending KYC while a person checks the identity: the login view says so (docs/identity.md).
          { guard: "isInReview", target: "login", actions: "showInReview" },
          "login",
        ],
        onError: { target: "login", actions: "showSomethingWrong" },
      },
    },
    login: {
      tags: ["page:login"],
      on: {
        "LOGIN.SUBMIT": [
          { guard: "hasLoginErrors", actions: "showLoginErrors" },
          { target: "loggingIn", actions: ["changeEmail", "clearLines"] },
        ],
        "LOGIN.FORGOT_PASSWORD": { target: "forgotPassword", actions: "clearLines" },
        "LOGIN.SIGN_UP": "signUp",
        "LOGIN.RESEND_ACTIVATION": { guard: "canResend", target: "resendingActivation" },
      },
    },
    loggingIn: {
      tags: ["page:login", "busy"],
      invoke: {
        src: "login",
        input: ({ event }) => ({
          email: ev(event, "LOGIN.SUBMIT").email.trim(),
          password: ev(event, "LOGIN.SUBMIT").password,
        }),
        onDone: {
          target: "authenticated",
          actions: [assign({ attempts: 0, notice: LOGIN_TEXT.signedIn }), "hideOverlay"],
        },
        onError: [
          { guard: "isPendingKyc", target: "checkingEmail" },
          { guard: "isLockRisk", target: "forgotPassword", actions: "recordFailure" },
          { target: "login", actions: "recordFailure" },
        ],
      },
    },
    resendingActivation: {
      tags: ["page:login", "busy"],
      invoke: {
        src: "resendActivation",
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: "login",
          actions: ["clearLines", assign({ notice: LOGIN_TEXT.activationEmailSent })],
        },
        onError: { target: "login", actions: "showSomethingWrong" },
      },
    },
    forgotPassword: {
      tags: ["page:forgot-password"],
      on: {
        "LOGIN.SUBMIT_FORGOT": [
          { guard: "hasForgotErrors", actions: "showForgotErrors" },
          { guard: "isNewResetFlow", target: "resetting", actions: ["changeEmail", "clearLines"] },
          { target: "fetchingQuestion", actions: ["changeEmail", "clearLines"] },
        ],
        "LOGIN.BACK": backToLogin,
      },
    },
    fetchingQuestion: {
      tags: ["page:forgot-password", "busy"],
      invoke: {
        src: "getSecurityQuestion",
        input: ({ context, event }) => ({
          email: context.email,
          dateOfBirth: wireDateOfBirth(ev(event, "LOGIN.SUBMIT_FORGOT")),
        }),
        onDone: {
          target: "securityQuestion",
          actions: assign({ securityQuestion: ({ event }) => event.output }),
        },
        onError: { target: "forgotPassword", actions: assign({ error: PASSWORD_TEXT.forgotPasswordError }) },
      },
    },
    securityQuestion: {
      tags: ["page:security-question"],
      on: {
        "LOGIN.SUBMIT_ANSWER": [
          { guard: "isAnswerMissing", actions: "showAnswerError" },
          { target: "resetting", actions: ["takeAnswer", "clearLines"] },
        ],
        "LOGIN.BACK": backToLogin,
      },
    },
    resetting: {
      tags: ["resetting", "busy"],
      invoke: {
        src: "resetPassword",
        input: ({ context }) => ({ email: context.email, securityAnswer: context.securityAnswer }),
        onDone: "passwordResetEmailSent",
        onError: [
          { guard: "isAnswering", target: "securityQuestion", actions: "showResetError" },
          { target: "forgotPassword", actions: "showResetError" },
        ],
      },
    },
    passwordResetEmailSent: { tags: ["page:password-reset-email-sent"], on: { "LOGIN.BACK": backToLogin } },
    signUp: { tags: ["page:sign-up"], on: { "LOGIN.BACK": backToLogin } },
    upgradePrs: { tags: ["page:upgrade-prs"], on: { "LOGIN.BACK": backToLogin } },
    // Logout clears the user and returns to the login page; the app wrapper says so (R-STATES). An
    // outage while signed in is only noted: the hidden overlay shows maintenance after the log out.
    authenticated: {
      tags: ["hidden"],
      on: {
        "LOGIN.OUTAGE": { actions: assign({ outage: ({ event }) => event.outage }) },
        "LOGIN.LOGGED_OUT": [
          { guard: "isOutage", target: "maintenance", actions: "signedOut" },
          { target: "login", actions: "signedOut" },
        ],
      },
    },
  },
});
