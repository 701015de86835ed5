import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  initialLoginViewContext,
  loginFailureOf,
  loginViewForPage,
  viewAfterCredentialCheck,
  wireDateOfBirth,
} from "./login-flow";

describe("login flow rules (R-SCREENS, R-STATES, R-CALLS)", () => {
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

  it("property: any query string opens the view its page names (R-SCREENS), welcome for anything else", () => {
    // R-SCREENS: page is one of login, forgot-password, password-reset-email-sent, sign-up,
    // security-question, welcome, upgrade-prs; security-question starts at forgot-password.
    const views: Record<string, string> = {
      login: "login",
      "forgot-password": "forgotPassword",
      "password-reset-email-sent": "passwordResetEmailSent",
      "sign-up": "signUp",
      "security-question": "forgotPassword",
      welcome: "welcome",
      "upgrade-prs": "upgradePrs",
    };
    const key = fc.constantFrom("page", "showLogin", "alertType", "returnTo", "Page");
    const value = fc.oneof(fc.constantFrom(...Object.keys(views), "LOGIN", "sign_up", ""), fc.string());
    const query = fc
      .array(fc.tuple(key, value), { maxLength: 5 })
      .map(
        (pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`,
      );
    fc.assert(
      fc.property(fc.oneof(query, fc.string()), (search) => {
        const page = new URLSearchParams(search).get("page");
        const expected = page !== null && Object.hasOwn(views, page) ? views[page] : "welcome";
        expect(loginViewForPage(page)).toBe(expected);
      }),
      { numRuns: 500 },
    );
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
