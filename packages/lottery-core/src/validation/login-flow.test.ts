import { describe, expect, it } from "vitest";
import {
  initialLoginViewContext,
  loginFailureOf,
  loginViewForPage,
  viewAfterCredentialCheck,
  wireDateOfBirth,
} from "./login-flow";

describe("login flow rules (spec §2, §4, §7)", () => {
  it("opens the view the page query names, welcome otherwise", () => {
    expect(loginViewForPage("login")).toBe("login");
    expect(loginViewForPage("forgot-password")).toBe("forgotPassword");
    expect(loginViewForPage("security-question")).toBe("forgotPassword");
    expect(loginViewForPage("password-reset-email-sent")).toBe("passwordResetEmailSent");
    expect(loginViewForPage("sign-up")).toBe("signUp");
    expect(loginViewForPage("upgrade-prs")).toBe("upgradePrs");
    expect(loginViewForPage("welcome")).toBe("welcome");
    expect(loginViewForPage(null)).toBe("welcome");
    expect(loginViewForPage("nonsense")).toBe("welcome");
  });

  it("sends new or resumable emails to sign-up and PRS accounts to the upgrade", () => {
    const none = {
      available: false,
      can_resume_registration: false,
      is_prs_account: false,
      is_pending_activation: false,
    };
    expect(viewAfterCredentialCheck({ ...none, available: true, is_prs_account: true })).toBe("signUp");
    expect(viewAfterCredentialCheck({ ...none, is_prs_account: true })).toBe("upgradePrs");
    expect(viewAfterCredentialCheck({ ...none, is_pending_activation: true })).toBe("login");
  });

  it("gives the wire date of birth, or nothing when it does not parse", () => {
    expect(wireDateOfBirth({ email: "", dateOfBirth: "29/2/2000", today: "2026-03-01" })).toBe("2000-02-29");
    expect(wireDateOfBirth({ email: "", dateOfBirth: "29/2/2001", today: "2026-03-01" })).toBe("");
  });

  it("reads a failure's code from the error event", () => {
    expect(loginFailureOf({ error: { cause: { code: "PLAYER_STATUS_PENDING_KYC" } } }, 2).kind).toBe(
      "pending-kyc",
    );
    expect(loginFailureOf({}, 0)).toMatchObject({ kind: "invalid", attempts: 1 });
  });

  it("starts with nothing typed and no failed attempts", () => {
    expect(initialLoginViewContext({ outage: false, newPasswordResetFlow: true })).toMatchObject({
      newPasswordResetFlow: true,
      email: "",
      attempts: 0,
      error: null,
    });
  });
});
