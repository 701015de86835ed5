/** The login overlay's views, as the `page` query names them (spec §2). */
export const LOGIN_VIEWS = [
  "welcome",
  "login",
  "forgot-password",
  "security-question",
  "password-reset-email-sent",
  "sign-up",
  "upgrade-prs",
] as const;

/** One view of the login overlay. */
export type LoginView = (typeof LOGIN_VIEWS)[number];

/** The view a `page` query value selects; unknown or missing values open the welcome view. */
export function loginViewOf(page: string | null): LoginView {
  return LOGIN_VIEWS.find((v) => v === page) ?? "welcome";
}

/** The card title of each view (spec §2 Login overlay titles). */
export function loginTitle(view: LoginView, newPasswordResetFlow: boolean): string {
  switch (view) {
    case "welcome":
      return "Ready to play online? Enter your email to sign up or log in.";
    case "login":
      return "Log In";
    case "forgot-password":
      return "Forgotten your password?";
    case "security-question":
      return newPasswordResetFlow ? "Password Reset" : "Security Question";
    case "password-reset-email-sent":
      return "Password reset email sent";
    case "sign-up":
      return "Sign Up";
    case "upgrade-prs":
      return "Upgrade your account";
  }
}

// Busy states show the view they were entered from; `routing` is transient and never rendered.
const VIEW_OF_STATE: Record<string, LoginView> = {
  routing: "welcome",
  welcome: "welcome",
  checkingEmail: "welcome",
  login: "login",
  loggingIn: "login",
  resendingActivation: "login",
  forgotPassword: "forgot-password",
  fetchingQuestion: "forgot-password",
  securityQuestion: "security-question",
  passwordResetEmailSent: "password-reset-email-sent",
  signUp: "sign-up",
  upgradePrs: "upgrade-prs",
};

/**
 * The view the login view machine's state shows (spec §2 `page` names); `resetting` stays on the view
 * that sent it, the question while answering, else forgot-password (new reset flow). Maintenance and
 * authenticated have no page: the former replaces the card's content, the latter hides the overlay.
 */
export function loginViewOfState(state: string, answering: boolean): LoginView | null {
  if (state === "resetting") return answering ? "security-question" : "forgot-password";
  return VIEW_OF_STATE[state] ?? null;
}
