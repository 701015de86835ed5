import { EMAIL_TEXT } from "./email";

// Apart from the date parsing (and its Temporal polyfill): the contract's schemas, in the web app's
// entry, take these texts.
/** Texts of the forgot-password and security-question forms (R-VALIDATION). */
export const FORGOT_PASSWORD_TEXT = {
  invalidEmail: EMAIL_TEXT.invalidEmail,
  dateOfBirthRequired: "Date of birth is required.",
  dateOfBirthHint: "When entering a single digit, you do not need to include 0",
  /** Our words: the spec requires DD/MM/YYYY without quoting the error. */
  dateOfBirthFormat: "Please enter your date of birth as DD/MM/YYYY.",
  /** Our words: the spec forbids future dates without quoting the error. */
  dateOfBirthFuture: "Date of birth cannot be in the future.",
  answerRequired: "Please enter your answer",
} as const;
