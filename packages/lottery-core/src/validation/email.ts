/** Required-field texts of the welcome and login views (spec §5). */
export const EMAIL_TEXT = {
  emailRequired: "Email address is required.",
  passwordRequired: "Password is required.",
} as const;

// A local part, an @ and a domain (spec §5); no spaces and one @, as the spec asks nothing stricter.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * Whether an email has a local part, an @ and a domain (spec §5).
 * @example isValidEmail("ann@example.com") // true
 */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** What the welcome view does with the entered email (spec §5 welcome). */
export type WelcomeEmailStep = { kind: "required"; message: string } | { kind: "login" } | { kind: "check" };

/**
 * The welcome view's email rule (spec §5): empty shows 'Email address is required.', a failing pattern
 * goes straight to the login page, a valid email runs the credential check.
 */
export function welcomeEmailStep(email: string): WelcomeEmailStep {
  if (email.trim() === "") return { kind: "required", message: EMAIL_TEXT.emailRequired };
  return isValidEmail(email) ? { kind: "check" } : { kind: "login" };
}

/** Field errors of a form, keyed by field; empty when the form may be sent. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The login form's required-field errors (spec §5 login).
 * @example validateLoginForm("", "") // { email: "Email address is required.", password: "Password is required." }
 */
export function validateLoginForm(email: string, password: string): FieldErrors<"email" | "password"> {
  const errors: FieldErrors<"email" | "password"> = {};
  if (email.trim() === "") errors.email = EMAIL_TEXT.emailRequired;
  if (password === "") errors.password = EMAIL_TEXT.passwordRequired;
  return errors;
}
