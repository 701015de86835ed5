/** Texts of the email and password fields of the welcome, login, sign-up and reset forms (R-VALIDATION). */
export const EMAIL_TEXT = {
  emailRequired: "Email address is required.",
  invalidEmail: "Please enter a valid email address.",
  passwordRequired: "Password is required.",
} as const;

/** Longest email address, in characters (the limit of a mail address path). */
export const EMAIL_MAX_LENGTH = 254;

// A local part, an @ and a domain (R-VALIDATION); no spaces and one @, as the spec asks nothing stricter.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * Whether an email has a local part, an @ and a domain (R-VALIDATION) and at most `EMAIL_MAX_LENGTH`
 * characters (counted as code points, like the password rule); surrounding spaces are ignored.
 * @example isValidEmail("ann@example.com") // true
 */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return EMAIL_PATTERN.test(trimmed) && [...trimmed].length <= EMAIL_MAX_LENGTH;
}

/** What the welcome view does with the entered email (R-VALIDATION welcome). */
export type WelcomeEmailStep = { kind: "required"; message: string } | { kind: "login" } | { kind: "check" };

/**
 * The welcome view's email rule (R-VALIDATION): empty shows 'Email address is required.', a failing pattern
 * goes straight to the login page, a valid email runs the credential check.
 */
export function welcomeEmailStep(email: string): WelcomeEmailStep {
  if (email.trim() === "") return { kind: "required", message: EMAIL_TEXT.emailRequired };
  return isValidEmail(email) ? { kind: "check" } : { kind: "login" };
}

/** Field errors of a form, keyed by field; empty when the form may be sent. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The login form's required-field errors (R-VALIDATION login).
 * @example validateLoginForm("", "") // { email: "Email address is required.", password: "Password is required." }
 */
export function validateLoginForm(email: string, password: string): FieldErrors<"email" | "password"> {
  const errors: FieldErrors<"email" | "password"> = {};
  if (email.trim() === "") errors.email = EMAIL_TEXT.emailRequired;
  if (password === "") errors.password = EMAIL_TEXT.passwordRequired;
  return errors;
}
