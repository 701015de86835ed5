/** Shortest allowed password (R-VALIDATION, R-LIMITS). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest allowed password (R-VALIDATION, R-LIMITS). */
export const PASSWORD_MAX_LENGTH = 30;
/** The special characters a password may use to meet the rule, exactly as R-VALIDATION lists them. */
export const PASSWORD_SPECIALS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?";

/** One part of the password rule, for a checklist next to the field (R-VALIDATION). */
export type PasswordCheck = "length" | "letter" | "digit" | "special";

/** What a password failing each part of the rule is told (the contract's field errors). */
export const PASSWORD_RULE_TEXT = {
  length: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  letter: "Password must contain a letter.",
  digit: "Password must contain a digit.",
  special: "Password must contain a special character.",
} as const satisfies Record<PasswordCheck, string>;

/**
 * The parts of the password rule a candidate fails (R-VALIDATION): 12 to 30 characters, a letter, a digit
 * and a special character from `PASSWORD_SPECIALS`. Empty when the password is valid.
 * @example passwordProblems("short") // ["length", "digit", "special"]
 */
export function passwordProblems(password: string): PasswordCheck[] {
  const problems: PasswordCheck[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) problems.push("length");
  if (!/[A-Za-z]/.test(password)) problems.push("letter");
  if (!/[0-9]/.test(password)) problems.push("digit");
  if (![...password].some((ch) => PASSWORD_SPECIALS.includes(ch))) problems.push("special");
  return problems;
}

/** Whether a password meets every part of the rule (R-VALIDATION). */
export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
