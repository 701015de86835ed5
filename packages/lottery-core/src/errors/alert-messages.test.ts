import { describe, expect, it } from "vitest";
import { alertMessage, SESSION_EXPIRED_REDIRECT } from "./alert-messages";

describe("alertType messages (R-ERRORS)", () => {
  it("maps each alertType to its exact text", () => {
    expect(alertMessage("show-activated-message")?.message).toBe(
      "Your account has been activated. Please login to continue.",
    );
    expect(alertMessage("show-reset-password-message")?.message).toBe(
      "Your password has been reset. Please login to continue.",
    );
    expect(alertMessage("show-session-expired-message")?.message).toBe(
      "Session expired. Please login again.",
    );
    expect(alertMessage("show-account-close-message")?.message).toBe(
      "Your account has been closed successfully.",
    );
  });

  it("gives the session refresh error the error severity", () => {
    expect(alertMessage("show-session-refresh-error")).toEqual({
      message: "For security reasons, you have been logged out. Please login again.",
      severity: "error",
    });
    expect(alertMessage("show-activated-message")?.severity).not.toBe("error");
  });

  it("ignores unknown or missing values, including inherited keys", () => {
    expect(alertMessage("nope")).toBeNull();
    expect(alertMessage("toString")).toBeNull();
    expect(alertMessage(null)).toBeNull();
    expect(alertMessage(undefined)).toBeNull();
  });

  it("sends a session-expired browser to the login overlay with the notice", () => {
    expect(SESSION_EXPIRED_REDIRECT).toBe("/?showLogin=true&alertType=show-session-expired-message");
  });
});
