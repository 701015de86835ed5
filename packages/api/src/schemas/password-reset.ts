import * as v from "valibot";
import { EmailSchema, IsoDateSchema, PasswordSchema, textSchemaOf } from "./common";

/** One security question a player can choose at sign-up (R-ENTITIES Security question). */
export const SecurityQuestionSchema = v.object({ id: v.number(), question: v.string() });

/** `GET /user/security-questions`. */
export const SecurityQuestionsSchema = v.array(SecurityQuestionSchema);

/** `POST|GET /user/get-security-question` (R-CALLS). */
export const GetSecurityQuestionBodySchema = v.object({
  email_address: EmailSchema,
  date_of_birth: IsoDateSchema,
});

/** The player's own question, asked before a reset. */
export const GetSecurityQuestionResponseSchema = v.object({ security_question: v.string() });

/** `POST /user/reset-password` (R-CALLS): the answer is required when the player has a question. */
export const ResetPasswordBodySchema = v.object({
  email_address: EmailSchema,
  security_answer: v.optional(textSchemaOf("Security answer", 100)),
});

/** `POST /user/reset-password` response. */
export const ResetPasswordResponseSchema = v.object({ message: v.string() });

/** `POST /user/reset-password/confirm`: the emailed reset token and the new password. */
export const ConfirmResetBodySchema = v.object({
  reset_token: textSchemaOf("Reset token", 200),
  password: PasswordSchema,
});
