import { describe, expect, it } from "vitest";
import { type LoginViewTag, loginPageShown } from "../validation/login-pages";
import { loginViewMachine } from "./login-view.machine";

// A snapshot of each top-level state as views see it: its tags and whether a security answer was given.
const shown = (state: string, securityAnswer: string | null = null) => {
  const node = loginViewMachine.states[state];
  if (!node) throw new Error(`no state ${state}`);
  return { hasTag: (tag: LoginViewTag) => node.tags.includes(tag), context: { securityAnswer } };
};

describe("login view tags (views read pages, never state names)", () => {
  it("every state shows the page it was entered from, busy states included", () => {
    const pages = Object.fromEntries(
      Object.keys(loginViewMachine.states).map((s) => [s, loginPageShown(shown(s))]),
    );
    expect(pages).toEqual({
      routing: "welcome",
      maintenance: null,
      welcome: "welcome",
      checkingEmail: "welcome",
      login: "login",
      loggingIn: "login",
      resendingActivation: "login",
      forgotPassword: "forgot-password",
      fetchingQuestion: "forgot-password",
      securityQuestion: "security-question",
      resetting: "forgot-password",
      passwordResetEmailSent: "password-reset-email-sent",
      signUp: "sign-up",
      upgradePrs: "upgrade-prs",
      authenticated: null,
    });
  });

  it("a reset stays on the question while answering it", () => {
    expect(loginPageShown(shown("resetting", "Rex"))).toBe("security-question");
  });

  it("each state names at most one page, and maintenance and hidden are tagged", () => {
    for (const node of Object.values(loginViewMachine.states))
      expect(node.tags.filter((t) => t.startsWith("page:")).length).toBeLessThanOrEqual(1);
    expect(shown("maintenance").hasTag("maintenance")).toBe(true);
    expect(shown("authenticated").hasTag("hidden")).toBe(true);
  });
});
