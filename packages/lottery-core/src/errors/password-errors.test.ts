import { describe, expect, it } from "vitest";
import { PASSWORD_TEXT } from "./app-texts";
import { resetPasswordErrorMessage } from "./password-errors";

describe("reset-password error message (R-PASSWORD-FLOWS)", () => {
  it("shows the first security_answer or email_address error", () => {
    expect(resetPasswordErrorMessage({ errors: { security_answer: ["Wrong answer", "x"] } })).toBe(
      "Wrong answer",
    );
    expect(resetPasswordErrorMessage({ errors: { email_address: ["Unknown email"] } })).toBe("Unknown email");
  });

  it("shows the request-received text for that code", () => {
    expect(resetPasswordErrorMessage({ code: "RESET_REQUEST_RECEIVED" })).toBe(
      "Request to reset password received. If the associated email exists then you'll receive an email to reset your password.",
    );
  });

  it("falls back to the default text", () => {
    expect(resetPasswordErrorMessage({ errors: { email_address: [] } })).toBe(
      "Something went wrong. Please try again later.",
    );
    expect(resetPasswordErrorMessage(null)).toBe(PASSWORD_TEXT.somethingWentWrong);
    expect(PASSWORD_TEXT.forgotPasswordError).toBe(
      "The information provided is incorrect. Please try again.",
    );
  });
});
