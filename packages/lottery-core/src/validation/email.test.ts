import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidEmail, validateLoginForm, welcomeEmailStep } from "./email";

describe("email rules (R-VALIDATION)", () => {
  it("needs a local part, an @ and a domain", () => {
    expect(isValidEmail("ann@example.com")).toBe(true);
    expect(isValidEmail(" ann@wa ")).toBe(true);
    for (const bad of ["", "ann", "@example.com", "ann@", "a b@c.d", "a@b@c"])
      expect(isValidEmail(bad)).toBe(false);
  });

  it("accepts any local@domain without spaces or extra @", () => {
    const part = fc.stringMatching(/^[a-z0-9.]{1,12}$/);
    fc.assert(fc.property(part, part, (local, domain) => isValidEmail(`${local}@${domain}`)));
  });

  it("takes at most 254 characters, counting characters rather than UTF-16 units", () => {
    const domain = "@example.com"; // 12 characters
    expect(isValidEmail(`${"a".repeat(242)}${domain}`)).toBe(true);
    expect(isValidEmail(`${"a".repeat(243)}${domain}`)).toBe(false);
    expect(isValidEmail(`${"é".repeat(200)}${"😀".repeat(42)}${domain}`)).toBe(true);
  });

  it("welcome: required text, login page on a bad pattern, credential check otherwise", () => {
    expect(welcomeEmailStep("  ")).toEqual({ kind: "required", message: "Email address is required." });
    expect(welcomeEmailStep("ann")).toEqual({ kind: "login" });
    expect(welcomeEmailStep("ann@example.com")).toEqual({ kind: "check" });
  });

  it("login: both fields required with the exact texts", () => {
    expect(validateLoginForm("", "")).toEqual({
      email: "Email address is required.",
      password: "Password is required.",
    });
    expect(validateLoginForm("ann@example.com", "pw")).toEqual({});
  });
});
