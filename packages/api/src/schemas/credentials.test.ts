import { isValidEmail, isValidPassword, PASSWORD_RULE_TEXT } from "@lotto/core";
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EmailSchema, PasswordSchema } from "./common";

// The contract checks emails and passwords with core's rules, so the form and the server agree on every
// input, including characters outside the Basic Multilingual Plane (one character, two UTF-16 units).

const passwordLike = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .tuple(fc.string({ unit: "grapheme-ascii", maxLength: 34 }), fc.constantFrom("a1!", "Z9?", ""))
    .map(([body, tail]) => body + tail),
);

describe("credentials in the contract follow core's rules", () => {
  it("accepts a password exactly when core does", () => {
    fc.assert(
      fc.property(passwordLike, (password) => {
        expect(v.safeParse(PasswordSchema, password).success).toBe(isValidPassword(password));
      }),
    );
  });

  it("counts a password's length in characters, not UTF-16 units", () => {
    const emoji = `${"😀".repeat(20)}a1!`; // 23 characters, 43 UTF-16 units
    expect(v.safeParse(PasswordSchema, emoji).success).toBe(true);
    const long = `${"😀".repeat(28)}a1!`; // 31 characters
    const result = v.safeParse(PasswordSchema, long);
    expect(result.issues?.[0]?.message).toBe(PASSWORD_RULE_TEXT.length);
  });

  it("accepts an email exactly when core does", () => {
    const emailLike = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 30 }),
      fc
        .tuple(fc.string({ unit: "grapheme", minLength: 240, maxLength: 260 }), fc.domain())
        .map(([local, domain]) => `${local.replace(/[\s@]/g, "x")}@${domain}`),
    );
    fc.assert(
      fc.property(emailLike, (email) => {
        const valid = email.trim() !== "" && isValidEmail(email);
        expect(v.safeParse(EmailSchema, email).success).toBe(valid);
      }),
    );
  });
});
