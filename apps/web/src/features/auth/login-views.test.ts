import { describe, expect, it } from "vitest";
import { LOGIN_VIEWS, loginTitle, loginViewOf, loginViewOfState } from "./login-views";

describe("loginViewOfState", () => {
  it("shows busy states on the view that sent them", () => {
    expect(loginViewOfState("checkingEmail", false)).toBe("welcome");
    expect(loginViewOfState("loggingIn", false)).toBe("login");
    expect(loginViewOfState("resendingActivation", false)).toBe("login");
    expect(loginViewOfState("fetchingQuestion", false)).toBe("forgot-password");
  });
  it("keeps a reset on the question while answering, else on forgot-password (new flow)", () => {
    expect(loginViewOfState("resetting", true)).toBe("security-question");
    expect(loginViewOfState("resetting", false)).toBe("forgot-password");
  });
  it("has no page for maintenance and authenticated", () => {
    expect(loginViewOfState("maintenance", false)).toBeNull();
    expect(loginViewOfState("authenticated", false)).toBeNull();
  });
  it("round-trips every page name through the URL", () => {
    for (const view of LOGIN_VIEWS) expect(loginViewOf(view)).toBe(view);
    expect(loginViewOf("nope")).toBe("welcome");
  });
  it("titles the question step by the reset flow", () => {
    expect(loginTitle("security-question", false)).toBe("Security Question");
    expect(loginTitle("security-question", true)).toBe("Password Reset");
  });
});
