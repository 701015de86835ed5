import type { UpgradePrsBody } from "@lotto/api";
import { isValidPassword, PERTH, parseDateOfBirth } from "@lotto/core";
import { nowInstant } from "@/lib/instant";

/**
 * The upgrade-prs form as typed: the in-store account's proof (card number, date of birth as
 * DD/MM/YYYY like sign-up) and what online play needs that an in-store account lacks.
 */
export interface UpgradePrsForm {
  cardNumber: string;
  dateOfBirth: string;
  password: string;
  securityQuestionId: string;
  securityAnswer: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** An empty upgrade form. */
export const emptyUpgradePrsForm = (): UpgradePrsForm => ({
  cardNumber: "",
  dateOfBirth: "",
  password: "",
  securityQuestionId: "",
  securityAnswer: "",
  termsAccepted: false,
  privacyAccepted: false,
});

const perthToday = () => nowInstant().toZonedDateTimeISO(PERTH).toPlainDate();

/** The form's field errors before it is sent; the server checks the card number's pattern too. */
export function upgradePrsErrors(
  form: UpgradePrsForm,
  today = perthToday(),
): Partial<Record<keyof UpgradePrsForm, string>> {
  const errors: Partial<Record<keyof UpgradePrsForm, string>> = {};
  if (!/^\d{12}$/.test(form.cardNumber.replace(/\s/g, "")))
    errors.cardNumber = "Card number must be the 12 digits on your in-store card.";
  const dob = parseDateOfBirth(form.dateOfBirth, today);
  if (!dob.ok) errors.dateOfBirth = dob.message;
  if (!isValidPassword(form.password)) errors.password = "Your password does not meet the rules below.";
  if (form.securityQuestionId === "") errors.securityQuestionId = "Choose a security question.";
  if (form.securityAnswer.trim() === "") errors.securityAnswer = "Security answer is required.";
  if (!form.termsAccepted) errors.termsAccepted = "Please accept the terms and conditions.";
  if (!form.privacyAccepted) errors.privacyAccepted = "Please accept the privacy policy.";
  return errors;
}

/** The upgrade call's body for `email` and a form without errors. */
export function upgradePrsBodyOf(email: string, form: UpgradePrsForm, today = perthToday()): UpgradePrsBody {
  const dob = parseDateOfBirth(form.dateOfBirth, today);
  return {
    email: email.trim(),
    card_number: form.cardNumber.replace(/\s/g, ""),
    date_of_birth: dob.ok ? dob.wire : "",
    password: form.password,
    security_question_id: Number(form.securityQuestionId),
    security_answer: form.securityAnswer.trim(),
    terms_and_conditions_accepted: true,
    privacy_policy_accepted: true,
  };
}
