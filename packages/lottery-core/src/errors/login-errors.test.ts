import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOGIN_TEXT, loginFailureLines, loginFailureOutcome } from "./login-errors";

describe("login failure outcome (R-STATES failed logins, R-LOGIN-CODES)", () => {
  it("asks to check email for a pending activation, keeping the count", () => {
    expect(loginFailureOutcome("PLAYER_STATUS_PENDING_ACTIVATION", 1)).toEqual({
      kind: "pending-activation",
      message: "Account pending activation. Please check your email for activation link",
      attempts: 1,
    });
    expect(LOGIN_TEXT.activationEmailSent).toBe("Activation email sent. Please check your inbox.");
  });

  it("runs the credential check for pending KYC", () => {
    expect(loginFailureOutcome("PLAYER_STATUS_PENDING_KYC", 0)).toEqual({ kind: "pending-kyc", attempts: 0 });
  });

  it("shows the 30-minute lock text, typo included, when temporarily blocked", () => {
    const outcome = loginFailureOutcome("PLAYER_STATUS_TEMPORARY_BLOCKED", 2);
    expect(outcome).toEqual({
      kind: "blocked",
      message:
        "You have incorrectly entered your password more than 5 times. In order to keep your account safe we have locked it for 30 minutes. For assitance please contact our customer services team on 133 777.",
      attempts: 2,
    });
  });

  it("says invalid, prompts a reset on the 2nd failure and moves to forgot-password on the 3rd", () => {
    expect(loginFailureOutcome(undefined, 0)).toEqual({
      kind: "invalid",
      message: "Invalid username or password",
      attempts: 1,
    });
    expect(loginFailureOutcome("WRONG", 1)).toEqual({
      kind: "invalid",
      message: LOGIN_TEXT.resetSuggested,
      attempts: 2,
    });
    expect(loginFailureOutcome(undefined, 2)).toEqual({
      kind: "forgot-password",
      message:
        "To avoid your account being temporarily locked for 30 minutes, please reset your password using the form below.",
      attempts: 3,
    });
  });

  it("always goes to forgot-password from the 3rd unexplained failure on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), (before) => {
        expect(loginFailureOutcome(undefined, before).kind).toBe("forgot-password");
      }),
    );
  });
});

describe("login failure lines (R-STATES login view)", () => {
  it("puts the lock text in the notice, other texts in the error line, and offers the resend link", () => {
    expect(loginFailureLines(loginFailureOutcome(undefined, 2))).toEqual({
      attempts: 3,
      error: null,
      notice: LOGIN_TEXT.lockAvoidance,
      canResendActivation: false,
    });
    expect(loginFailureLines(loginFailureOutcome("PLAYER_STATUS_PENDING_ACTIVATION", 0))).toEqual({
      attempts: 0,
      error: LOGIN_TEXT.pendingActivation,
      notice: null,
      canResendActivation: true,
    });
    expect(loginFailureLines(loginFailureOutcome("PLAYER_STATUS_PENDING_KYC", 1))).toEqual({
      attempts: 1,
      error: null,
      notice: null,
      canResendActivation: false,
    });
  });
});
