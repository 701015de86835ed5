import { Temporal } from "temporal-polyfill";
import { isValidEmail } from "./email";
import { FORGOT_PASSWORD_TEXT } from "./forgot-password-text";

const DOB_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A parsed date of birth, or the message to show (R-VALIDATION). */
export type DateOfBirthResult =
  | { ok: true; date: Temporal.PlainDate; wire: string }
  | { ok: false; message: string };

/**
 * Parses a date of birth typed as DD/MM/YYYY, single-digit day and month allowed, no future dates
 * (R-VALIDATION); `wire` is the YYYY-MM-DD form the security-question call takes (R-CALLS).
 * @param today the player's date in Australia/Perth (a parameter: core reads no clock)
 * @example parseDateOfBirth("5/3/1980", today) // { ok: true, wire: "1980-03-05", ... }
 */
export function parseDateOfBirth(text: string, today: Temporal.PlainDate): DateOfBirthResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: FORGOT_PASSWORD_TEXT.dateOfBirthRequired };
  const match = DOB_PATTERN.exec(trimmed);
  if (!match) return { ok: false, message: FORGOT_PASSWORD_TEXT.dateOfBirthFormat };
  let date: Temporal.PlainDate;
  try {
    date = Temporal.PlainDate.from(
      { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) },
      { overflow: "reject" },
    );
  } catch {
    return { ok: false, message: FORGOT_PASSWORD_TEXT.dateOfBirthFormat };
  }
  if (Temporal.PlainDate.compare(date, today) > 0) {
    return { ok: false, message: FORGOT_PASSWORD_TEXT.dateOfBirthFuture };
  }
  return { ok: true, date, wire: date.toString() };
}

/**
 * The forgot-password form's errors (R-VALIDATION): a valid email, and a date of birth unless the new reset
 * flow is on (it does not ask for one).
 */
export function validateForgotPassword(
  email: string,
  dateOfBirth: string,
  today: Temporal.PlainDate,
  newPasswordResetFlow: boolean,
): Partial<Record<"email" | "dateOfBirth", string>> {
  const errors: Partial<Record<"email" | "dateOfBirth", string>> = {};
  if (!isValidEmail(email)) errors.email = FORGOT_PASSWORD_TEXT.invalidEmail;
  if (!newPasswordResetFlow) {
    const dob = parseDateOfBirth(dateOfBirth, today);
    if (!dob.ok) errors.dateOfBirth = dob.message;
  }
  return errors;
}

/** The security answer's error, or null when answered (R-VALIDATION). */
export function securityAnswerError(answer: string): string | null {
  return answer.trim() === "" ? FORGOT_PASSWORD_TEXT.answerRequired : null;
}

/** The email as the reset-sent message shows it: lowercased (R-VALIDATION). */
export function resetSentEmail(email: string): string {
  return email.trim().toLowerCase();
}
