/** How an alert is coloured (R-ENTITIES Alerts severity). */
export type AlertSeverity = "success" | "info" | "warning" | "error";

/** The `alertType` query values and their messages (R-SCREENS query parameters, R-ALERTS). */
export const ALERT_MESSAGES = {
  "show-activated-message": {
    message: "Your account has been activated. Please login to continue.",
    severity: "success",
  },
  "show-reset-password-message": {
    message: "Your password has been reset. Please login to continue.",
    severity: "success",
  },
  "show-session-expired-message": { message: "Session expired. Please login again.", severity: "info" },
  "show-session-refresh-error": {
    message: "For security reasons, you have been logged out. Please login again.",
    severity: "error",
  },
  "show-account-close-message": {
    message: "Your account has been closed successfully.",
    severity: "success",
  },
} as const satisfies Record<string, { message: string; severity: AlertSeverity }>;

/** A known `alertType` value. */
export type AlertType = keyof typeof ALERT_MESSAGES;

/**
 * The message and severity for an `alertType` query value, or null for an unknown one (R-ERRORS).
 * Only show-session-refresh-error is an error; the spec gives no severity for the others, so they are
 * successes except the session-expired notice, which is information.
 * @example alertMessage("show-session-expired-message")?.message // "Session expired. Please login again."
 */
export function alertMessage(
  alertType: string | null | undefined,
): { message: string; severity: AlertSeverity } | null {
  if (!alertType || !Object.hasOwn(ALERT_MESSAGES, alertType)) return null;
  return ALERT_MESSAGES[alertType as AlertType];
}

/** Where a session-expired error sends the browser (R-STATES session). */
export const SESSION_EXPIRED_REDIRECT = "/?showLogin=true&alertType=show-session-expired-message";
