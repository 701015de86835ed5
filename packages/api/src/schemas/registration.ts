import * as v from "valibot";
import { EmailSchema, IsoDateSchema, PasswordSchema, personNameSchemaOf, textSchemaOf } from "./common";
import { AddressSchema, MobileSchema } from "./user";

/** `POST /user/register`: sign-up details; identity verification runs on them (R-STATES Sign-up). */
export const RegisterBodySchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstname: personNameSchemaOf("First name"),
  lastname: personNameSchemaOf("Last name"),
  date_of_birth: IsoDateSchema,
  mobile: MobileSchema,
  address: AddressSchema,
  security_question_id: v.pipe(v.number("Choose a security question."), v.integer(), v.minValue(1)),
  security_answer: textSchemaOf("Security answer", 100),
  terms_and_conditions_accepted: v.literal(true, "Please accept the terms and conditions."),
  privacy_policy_accepted: v.literal(true, "Please accept the privacy policy."),
});
export type RegisterBody = v.InferOutput<typeof RegisterBodySchema>;

/**
 * Identity verification outcome: `failed` restarts sign-up (R-STATES); `review` (ours, docs/identity.md):
 * a person checks the identity, and the account waits for that after activation.
 */
export const VerificationStatusSchema = v.picklist(["passed", "failed", "review"]);

/** `POST /user/register` response. */
export const RegisterResponseSchema = v.object({
  playerId: v.string(),
  verification_status: VerificationStatusSchema,
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/** `POST /user/register/resend-activation-email` (R-CALLS). */
export const ResendActivationBodySchema = v.object({ email: EmailSchema });

/** `POST /user/activate`: the token from the emailed link (/activate?token=…). */
export const ActivateBodySchema = v.object({ token: textSchemaOf("Activation token", 200) });
