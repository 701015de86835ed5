import { Temporal } from "temporal-polyfill";
import { errorCodeOf } from "../errors/error-codes";
import { type LoginFailureOutcome, loginFailureOutcome } from "../errors/login-errors";
import { parseDateOfBirth, validateForgotPassword } from "./forgot-password";

/** `page` query values that open a login view (R-SCREENS query parameters). */
export type LoginPage =
  | "welcome"
  | "login"
  | "forgot-password"
  | "password-reset-email-sent"
  | "sign-up"
  | "security-question"
  | "upgrade-prs";

/** The login overlay's views as the login view machine names its states (R-LOGIN-OVERLAY). */
export type LoginView =
  | "welcome"
  | "login"
  | "forgotPassword"
  | "passwordResetEmailSent"
  | "signUp"
  | "upgradePrs";

/**
 * The view a `page` query opens (R-SCREENS). security-question opens forgot-password, because the
 * question is only known after the date of birth is given; unknown or missing pages open welcome.
 * @example loginViewForPage("sign-up") // "signUp"
 */
export function loginViewForPage(page: string | null | undefined): LoginView {
  switch (page) {
    case "login":
      return "login";
    case "forgot-password":
    case "security-question":
      return "forgotPassword";
    case "password-reset-email-sent":
      return "passwordResetEmailSent";
    case "sign-up":
      return "signUp";
    case "upgrade-prs":
      return "upgradePrs";
    default:
      return "welcome";
  }
}

/** Answer of `POST /user/check-credentials` (R-CALLS). */
export interface CredentialCheck {
  available: boolean;
  can_resume_registration: boolean;
  is_prs_account: boolean;
  is_pending_activation: boolean;
  /** Ours: a person is checking the account's identity (docs/identity.md). */
  is_identity_in_review?: boolean | undefined;
}

/**
 * Where the welcome view goes after the email check (R-STATES): sign-up for a new email or a registration
 * that can resume, upgrade-prs for a PRS account, else login.
 */
export function viewAfterCredentialCheck(check: CredentialCheck): "signUp" | "upgradePrs" | "login" {
  if (check.available || check.can_resume_registration) return "signUp";
  if (check.is_prs_account) return "upgradePrs";
  return "login";
}

/** The forgot-password form as submitted; `today` is the player's date, YYYY-MM-DD. */
export interface ForgotPasswordForm {
  email: string;
  dateOfBirth: string;
  today: string;
}

/** The forgot-password form's field errors (R-VALIDATION), with `today` given as text. */
export function forgotPasswordErrors(form: ForgotPasswordForm, newPasswordResetFlow: boolean) {
  return validateForgotPassword(
    form.email,
    form.dateOfBirth,
    Temporal.PlainDate.from(form.today),
    newPasswordResetFlow,
  );
}

/** The YYYY-MM-DD date of birth the security-question call takes (R-CALLS), "" when it does not parse. */
export function wireDateOfBirth(form: ForgotPasswordForm): string {
  const dob = parseDateOfBirth(form.dateOfBirth, Temporal.PlainDate.from(form.today));
  return dob.ok ? dob.wire : "";
}

/** How the login view machine starts (R-LOGIN-OVERLAY): the `page` query, the outage flag and the reset flow variant. */
export interface LoginViewInput {
  page?: LoginPage | null;
  outage: boolean;
  newPasswordResetFlow: boolean;
  /** The player is already signed in: the machine starts authenticated, so a log out takes its path. */
  signedIn?: boolean;
}

/** Events the login view machine accepts (R-STATES). `today` is the player's date (YYYY-MM-DD): core reads no clock. */
export type LoginViewEvent =
  | { type: "LOGIN.SUBMIT_EMAIL"; email: string }
  | { type: "LOGIN.SUBMIT"; email: string; password: string }
  | { type: "LOGIN.CHANGE_EMAIL"; email: string }
  | { type: "LOGIN.FORGOT_PASSWORD" }
  | { type: "LOGIN.SIGN_UP" }
  | { type: "LOGIN.BACK" }
  | { type: "LOGIN.RESEND_ACTIVATION" }
  | { type: "LOGIN.SUBMIT_FORGOT"; email: string; dateOfBirth: string; today: string }
  | { type: "LOGIN.SUBMIT_ANSWER"; answer: string }
  | { type: "LOGIN.OUTAGE"; outage: boolean }
  /** `own`: the player logged out, rather than the session expiring or the server ending it. */
  | { type: "LOGIN.LOGGED_OUT"; isApp: boolean; own: boolean };

/** The login view machine's context (R-STATES login view): the email in play, failed attempts and the lines the view shows. */
export interface LoginViewContext extends LoginViewInput {
  email: string;
  attempts: number;
  /** Field errors with the R-VALIDATION texts, keyed by field. */
  fieldErrors: Record<string, string>;
  /** An error line above the form. */
  error: string | null;
  /** A neutral or success line ('Successfully signed in.', 'Activation email sent…'). */
  notice: string | null;
  canResendActivation: boolean;
  securityQuestion: string | null;
  /** The answer being sent; null on the new reset flow, which asks none. */
  securityAnswer: string | null;
}

/**
 * The outcome of a failed login given the actor's error event (R-STATES, R-ERRORS); the code sits in the
 * error's `code` or `cause.code`.
 */
export function loginFailureOf(event: unknown, attempts: number): LoginFailureOutcome {
  return loginFailureOutcome(errorCodeOf((event as { error?: unknown }).error), attempts);
}

/** Whether the credential check's done event says a person is checking the identity (docs/identity.md). */
export function isInReviewEvent(event: unknown): boolean {
  return (event as { output: CredentialCheck }).output.is_identity_in_review === true;
}

/** Where the credential check's done event leads (R-STATES login view). */
export function viewAfterCheckEvent(event: unknown): "signUp" | "upgradePrs" | "login" {
  return viewAfterCredentialCheck((event as { output: CredentialCheck }).output);
}

/** The login view machine's starting context: the input, nothing typed yet, no failed attempts (R-STATES login view). */
export function initialLoginViewContext(input: LoginViewInput): LoginViewContext {
  return {
    ...input,
    email: "",
    attempts: 0,
    fieldErrors: {},
    error: null,
    notice: null,
    canResendActivation: false,
    securityQuestion: null,
    securityAnswer: null,
  };
}
