import { LOGIN_VIEW_TITLE } from "../errors/app-texts";
import type { LoginPage } from "./login-flow";

/** The login overlay's views as the `page` query names them (R-SCREENS). */
export const LOGIN_PAGES = [
  "welcome",
  "login",
  "forgot-password",
  "security-question",
  "password-reset-email-sent",
  "sign-up",
  "upgrade-prs",
] as const satisfies readonly LoginPage[];

/** The page a `page` query value names; unknown or missing values open the welcome view. */
export function loginPageOf(page: string | null): LoginPage {
  return LOGIN_PAGES.find((p) => p === page) ?? "welcome";
}

/** The card title of each page (R-LOGIN-OVERLAY titles); the question step is named by the reset flow. */
export function loginTitle(page: LoginPage, newPasswordResetFlow: boolean): string {
  switch (page) {
    case "welcome":
      return LOGIN_VIEW_TITLE.welcome;
    case "login":
      return LOGIN_VIEW_TITLE.login;
    case "forgot-password":
      return LOGIN_VIEW_TITLE.forgotPassword;
    case "security-question":
      return newPasswordResetFlow ? LOGIN_VIEW_TITLE.passwordReset : LOGIN_VIEW_TITLE.securityQuestion;
    case "password-reset-email-sent":
      return LOGIN_VIEW_TITLE.passwordResetEmailSent;
    case "sign-up":
      return LOGIN_VIEW_TITLE.signUp;
    case "upgrade-prs":
      return LOGIN_VIEW_TITLE.upgradePrs;
  }
}

/** The login view machine's tags: what it is doing and which page each state shows (R-SCREENS names). */
export type LoginViewTag = "busy" | "hidden" | "maintenance" | "resetting" | `page:${LoginPage}`;

/** What {@link loginPageShown} reads of a login view snapshot. */
export interface LoginViewShown {
  hasTag(tag: LoginViewTag): boolean;
  context: { securityAnswer: string | null };
}

/**
 * The page a login view snapshot shows, from its tags; a reset in flight stays on the page that sent it,
 * the question while answering, else forgot-password (new reset flow). Maintenance and authenticated
 * have no page: the former replaces the card's content, the latter hides the overlay.
 */
export function loginPageShown(snapshot: LoginViewShown): LoginPage | null {
  if (snapshot.hasTag("resetting"))
    return snapshot.context.securityAnswer !== null ? "security-question" : "forgot-password";
  return LOGIN_PAGES.find((page) => snapshot.hasTag(`page:${page}`)) ?? null;
}
