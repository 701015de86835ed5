import { describe, expect, it } from "vitest";
import { LOGIN_PAGES, loginPageOf, loginTitle } from "./login-pages";

describe("login pages", () => {
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
