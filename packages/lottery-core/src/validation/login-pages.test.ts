import { describe, expect, it } from "vitest";
import { LOGIN_PAGES, loginPageOf, loginPageOfState, loginTitle } from "./login-pages";

describe("loginPageOfState", () => {
  it("shows busy states on the page that sent them", () => {
    expect(loginPageOfState("checkingEmail", false)).toBe("welcome");
    expect(loginPageOfState("loggingIn", false)).toBe("login");
    expect(loginPageOfState("resendingActivation", false)).toBe("login");
    expect(loginPageOfState("fetchingQuestion", false)).toBe("forgot-password");
  });
  it("keeps a reset on the question while answering, else on forgot-password (new flow)", () => {
    expect(loginPageOfState("resetting", true)).toBe("security-question");
    expect(loginPageOfState("resetting", false)).toBe("forgot-password");
  });
  it("has no page for maintenance and authenticated", () => {
    expect(loginPageOfState("maintenance", false)).toBeNull();
    expect(loginPageOfState("authenticated", false)).toBeNull();
  });
  it("round-trips every page name through the URL", () => {
    for (const page of LOGIN_PAGES) expect(loginPageOf(page)).toBe(page);
    expect(loginPageOf("nope")).toBe("welcome");
    expect(loginPageOf(null)).toBe("welcome");
  });
  it("titles every page, the question step by the reset flow", () => {
    expect(LOGIN_PAGES.map((page) => loginTitle(page, false))).toEqual([
      "Ready to play online? Enter your email to sign up or log in.",
      "Log In",
      "Forgotten your password?",
      "Security Question",
      "Password reset email sent",
      "Sign Up",
      "Upgrade your account",
    ]);
    expect(loginTitle("security-question", true)).toBe("Password Reset");
  });
});
