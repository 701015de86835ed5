import * as v from "valibot";
import { EmailSchema, IsoDateSchema, PasswordSchema, textSchemaOf } from "./common";
import { requestString } from "./text";

/** An in-store (PRS) card number: 12 digits, spaces allowed as printed on the card. */
export const PrsCardNumberSchema = v.pipe(
  requestString("Card number is required."),
  v.transform((s) => s.replace(/\s/g, "")),
  v.regex(/^\d{12}$/, "Card number must be the 12 digits on your in-store card."),
);

/**
 * `POST /user/upgrade-prs` body: the in-store account's proof (email, card number, date of birth) and
 * what online play needs that an in-store account lacks (password, security question, acceptances).
 */
export const UpgradePrsBodySchema = v.object({
  email: EmailSchema,
  card_number: PrsCardNumberSchema,
  date_of_birth: IsoDateSchema,
  password: PasswordSchema,
  security_question_id: v.pipe(v.number("Choose a security question."), v.integer(), v.minValue(1)),
  security_answer: textSchemaOf("Security answer", 100),
  terms_and_conditions_accepted: v.literal(true, "Please accept the terms and conditions."),
  privacy_policy_accepted: v.literal(true, "Please accept the privacy policy."),
});
export type UpgradePrsBody = v.InferOutput<typeof UpgradePrsBodySchema>;

/** The refusal of an upgrade whose proof does not match an in-store account (no hint which part). */
export const PRS_MISMATCH = {
  code: "PRS_DETAILS_MISMATCH",
  message: "These details do not match an in-store account.",
} as const;
