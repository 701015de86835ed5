import type { SignInFields } from "../../api/session";

/** The form's problems by field, in the order the fields appear; empty when it may be sent. */
export function signInProblems({
  email,
  password,
  code,
}: SignInFields): Partial<Record<keyof SignInFields, string>> {
  const problems: Partial<Record<keyof SignInFields, string>> = {};
  if (email.trim() === "") problems.email = "Enter your email address.";
  if (password === "") problems.password = "Enter your password.";
  if (code !== "" && !/^\d{6}$/.test(code))
    problems.code = "Enter the 6 digits your authenticator app shows.";
  return problems;
}
