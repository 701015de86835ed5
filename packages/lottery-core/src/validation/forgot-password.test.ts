import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  parseDateOfBirth,
  resetSentEmail,
  securityAnswerError,
  validateForgotPassword,
} from "./forgot-password";
import { FORGOT_PASSWORD_TEXT } from "./forgot-password-text";

const today = Temporal.PlainDate.from("2026-03-01");

describe("forgot-password rules (R-VALIDATION)", () => {
  it("reads DD/MM/YYYY with single digits allowed and gives the wire date", () => {
    const dob = parseDateOfBirth("5/3/1980", today);
    expect(dob.ok && dob.wire).toBe("1980-03-05");
    const padded = parseDateOfBirth("05/03/1980", today);
    expect(padded.ok && padded.wire).toBe("1980-03-05");
    expect(FORGOT_PASSWORD_TEXT.dateOfBirthHint).toBe(
      "When entering a single digit, you do not need to include 0",
    );
  });

  it("requires a date of birth and rejects bad formats, impossible and future dates", () => {
    expect(parseDateOfBirth(" ", today)).toEqual({ ok: false, message: "Date of birth is required." });
    expect(parseDateOfBirth("1980-03-05", today)).toEqual({
      ok: false,
      message: FORGOT_PASSWORD_TEXT.dateOfBirthFormat,
    });
    expect(parseDateOfBirth("31/02/1980", today)).toEqual({
      ok: false,
      message: FORGOT_PASSWORD_TEXT.dateOfBirthFormat,
    });
    expect(parseDateOfBirth("2/3/2026", today)).toEqual({
      ok: false,
      message: FORGOT_PASSWORD_TEXT.dateOfBirthFuture,
    });
    expect(parseDateOfBirth("1/3/2026", today).ok).toBe(true);
  });

  it("accepts every real past date and rejects every future one", () => {
    fc.assert(
      fc.property(fc.integer({ min: -40000, max: 3000 }), (offset) => {
        const date = today.add({ days: offset });
        const text = `${date.day}/${date.month}/${String(date.year).padStart(4, "0")}`;
        expect(parseDateOfBirth(text, today).ok).toBe(offset <= 0);
      }),
    );
  });

  it("asks a valid email, and a date of birth only outside the new reset flow", () => {
    expect(validateForgotPassword("ann", "", today, false)).toEqual({
      email: "Please enter a valid email address.",
      dateOfBirth: "Date of birth is required.",
    });
    expect(validateForgotPassword("ann@example.com", "", today, true)).toEqual({});
    expect(validateForgotPassword("ann@example.com", "5/3/1980", today, false)).toEqual({});
  });

  it("requires a security answer and lowercases the email in the sent message", () => {
    expect(securityAnswerError(" ")).toBe("Please enter your answer");
    expect(securityAnswerError("Perth")).toBeNull();
    expect(resetSentEmail(" Ann@Example.COM ")).toBe("ann@example.com");
  });
});
