import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPassword, PASSWORD_SPECIALS, passwordProblems } from "./password";

describe("password rule (R-VALIDATION)", () => {
  it("accepts 12 to 30 characters with a letter, a digit and a listed special", () => {
    expect(isValidPassword("abcdefghij1!")).toBe(true);
    expect(isValidPassword(`a1!${"x".repeat(27)}`)).toBe(true);
  });

  it("names every part that fails", () => {
    expect(passwordProblems("short")).toEqual(["length", "digit", "special"]);
    expect(passwordProblems("abcdefghij1!x".repeat(3))).toEqual(["length"]);
    expect(passwordProblems("123456789012!")).toEqual(["letter"]);
    expect(passwordProblems("abcdefghijk!")).toEqual(["digit"]);
    expect(passwordProblems("abcdefghijk1")).toEqual(["special"]);
  });

  it("takes exactly the special characters the spec lists", () => {
    expect(PASSWORD_SPECIALS).toBe("!@#$%^&*()_+-=[]{};':\"\\|,.<>/?");
    for (const ch of PASSWORD_SPECIALS) expect(isValidPassword(`abcdefghij1${ch}`)).toBe(true);
    for (const ch of ["~", "`", " ", "£", "é"]) expect(isValidPassword(`abcdefghij1${ch}`)).toBe(false);
  });

  it("judges length by characters, never by anything else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        const pw = `a1!${"b".repeat(n)}`;
        expect(isValidPassword(pw)).toBe(n + 3 >= 12 && n + 3 <= 30);
      }),
    );
  });
});
