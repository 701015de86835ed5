/**
 * Login error codes the server puts in the error's cause (R-LOGIN-CODES); the contract and the
 * server take them from here. Any code but the three statuses reads as invalid credentials.
 */
export const LOGIN_ERROR_CODE = {
  pendingActivation: "PLAYER_STATUS_PENDING_ACTIVATION",
  pendingKyc: "PLAYER_STATUS_PENDING_KYC",
  temporaryBlocked: "PLAYER_STATUS_TEMPORARY_BLOCKED",
  invalidCredentials: "INVALID_CREDENTIALS",
} as const;

/** Texts of the login flow (R-STATES login view, R-LOGIN-CODES). The "assitance" typo is the spec's. */
export const LOGIN_TEXT = {
  signedIn: "Successfully signed in.",
  loggedOutInApp: "Logged out successfully",
  pendingActivation: "Account pending activation. Please check your email for activation link",
  /** Our words: the spec sends a pending-KYC login back through the credential check without a text. */
  pendingKyc: "Account pending identity verification. Please complete your sign-up.",
  /** Our words: a person is checking the identity of a new account (login code pending KYC, docs/identity.md). */
  identityInReview:
    "We are checking your identity. We will email you as soon as your account is ready to play.",
  /** Our words: the end of a sign-up whose identity a person will check (docs/identity.md). */
  identityReviewAfterSignUp:
    "Once your account is activated we will check your identity, and email you as soon as you can play.",
  activationEmailSent: "Activation email sent. Please check your inbox.",
  temporaryBlocked:
    "You have incorrectly entered your password more than 5 times. In order to keep your account safe we have locked it for 30 minutes. For assitance please contact our customer services team on 133 777.",
  invalidCredentials: "Invalid username or password",
  /** Our words: the spec asks the 2nd failure to prompt a reset without quoting a text. */
  resetSuggested:
    "Invalid username or password. Forgotten your password? Reset it to keep your account safe.",
  lockAvoidance:
    "To avoid your account being temporarily locked for 30 minutes, please reset your password using the form below.",
} as const;

/** What the login view does after a failed login (R-STATES failed logins, R-LOGIN-CODES). */
export type LoginFailureOutcome =
  | { kind: "pending-activation"; message: string; attempts: number }
  | { kind: "pending-kyc"; attempts: number }
  | { kind: "blocked"; message: string; attempts: number }
  | { kind: "invalid"; message: string; attempts: number }
  | { kind: "forgot-password"; message: string; attempts: number };

/**
 * The outcome of a failed login (R-STATES, R-ERRORS): account-status codes keep the attempt count; anything
 * else raises it, the 2nd failure prompts a reset and the 3rd or later moves to forgot-password.
 * @param code the error's cause code, if any
 * @param attempts failed attempts before this one (for the current email)
 * @example loginFailureOutcome(undefined, 0) // { kind: "invalid", message: "Invalid username or password", attempts: 1 }
 */
export function loginFailureOutcome(code: string | undefined, attempts: number): LoginFailureOutcome {
  if (code === LOGIN_ERROR_CODE.pendingActivation)
    return { kind: "pending-activation", message: LOGIN_TEXT.pendingActivation, attempts };
  if (code === LOGIN_ERROR_CODE.pendingKyc) return { kind: "pending-kyc", attempts };
  if (code === LOGIN_ERROR_CODE.temporaryBlocked)
    return { kind: "blocked", message: LOGIN_TEXT.temporaryBlocked, attempts };
  const next = attempts + 1;
  if (next >= 3) return { kind: "forgot-password", message: LOGIN_TEXT.lockAvoidance, attempts: next };
  const message = next === 2 ? LOGIN_TEXT.resetSuggested : LOGIN_TEXT.invalidCredentials;
  return { kind: "invalid", message, attempts: next };
}

/** The login view's lines after a failed login: the count, an error line or a notice, the resend link (R-STATES, R-ERRORS). */
export function loginFailureLines(outcome: LoginFailureOutcome) {
  const message = "message" in outcome ? outcome.message : null;
  const lock = outcome.kind === "forgot-password";
  return {
    attempts: outcome.attempts,
    error: lock ? null : message,
    notice: lock ? message : null,
    canResendActivation: outcome.kind === "pending-activation",
  };
}
