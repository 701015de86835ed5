import type { RegisterBody } from "@lotto/api";
import { EMAIL_TEXT, isValidEmail, isValidPassword, nameProblem, PERTH, parseDateOfBirth } from "@lotto/core";
import { nowInstant } from "@/lib/instant";

/** The sign-up form as typed (R-STATES Sign-up); the date of birth is DD/MM/YYYY like forgot-password. */
export interface SignUpForm {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  mobile: string;
  street: string;
  suburb: string;
  postcode: string;
  state: RegisterBody["address"]["state"];
  securityQuestionId: string;
  securityAnswer: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** An empty form for `email` (the address the welcome view checked). */
export function emptySignUpForm(email: string): SignUpForm {
  return {
    email,
    password: "",
    firstname: "",
    lastname: "",
    dateOfBirth: "",
    mobile: "",
    street: "",
    suburb: "",
    postcode: "",
    state: "WA",
    securityQuestionId: "",
    securityAnswer: "",
    termsAccepted: false,
    privacyAccepted: false,
  };
}

const REQUIRED: ReadonlyArray<[keyof SignUpForm, string]> = [
  ["mobile", "Mobile number is required."],
  ["street", "Street is required."],
  ["suburb", "Suburb is required."],
  ["postcode", "Postcode is required."],
  ["securityQuestionId", "Choose a security question."],
  ["securityAnswer", "Security answer is required."],
];

const perthToday = () => nowInstant().toZonedDateTimeISO(PERTH).toPlainDate();

/**
 * The form's field errors before it is sent; core's email, password, name and date rules (R-VALIDATION),
 * the acceptances the server requires. The server checks the rest (mobile and postcode patterns, age).
 */
export function signUpErrors(
  form: SignUpForm,
  today = perthToday(),
): Partial<Record<keyof SignUpForm, string>> {
  const errors: Partial<Record<keyof SignUpForm, string>> = {};
  if (!isValidEmail(form.email)) errors.email = EMAIL_TEXT.invalidEmail;
  if (!isValidPassword(form.password)) errors.password = "Your password does not meet the rules below.";
  const firstname = nameProblem("First name", form.firstname);
  if (firstname) errors.firstname = firstname;
  const lastname = nameProblem("Last name", form.lastname);
  if (lastname) errors.lastname = lastname;
  for (const [key, message] of REQUIRED) if (String(form[key]).trim() === "") errors[key] = message;
  const dob = parseDateOfBirth(form.dateOfBirth, today);
  if (!dob.ok) errors.dateOfBirth = dob.message;
  if (!form.termsAccepted) errors.termsAccepted = "Please accept the terms and conditions.";
  if (!form.privacyAccepted) errors.privacyAccepted = "Please accept the privacy policy.";
  return errors;
}

/** The register call's body for a form without errors. */
export function registerBodyOf(form: SignUpForm, today = perthToday()): RegisterBody {
  const dob = parseDateOfBirth(form.dateOfBirth, today);
  return {
    email: form.email.trim(),
    password: form.password,
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    date_of_birth: dob.ok ? dob.wire : "",
    mobile: form.mobile.replace(/\s/g, ""),
    address: {
      street: form.street.trim(),
      suburb: form.suburb.trim(),
      postcode: form.postcode.trim(),
      state: form.state,
    },
    security_question_id: Number(form.securityQuestionId),
    security_answer: form.securityAnswer.trim(),
    terms_and_conditions_accepted: true,
    privacy_policy_accepted: true,
  };
}
