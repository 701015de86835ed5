import { caller, defineEndpoint } from "../client/define-endpoint";
import { GetSecurityQuestionBodySchema, GetSecurityQuestionResponseSchema } from "../schemas/password-reset";

/** `POST /user/get-security-question`: the contract both the client and the server use. */
export const getSecurityQuestionEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/get-security-question",
  auth: false,
  body: GetSecurityQuestionBodySchema,
  response: GetSecurityQuestionResponseSchema,
});

/** Fetches the player's own security question by email and date of birth (R-CALLS). */
export const getSecurityQuestion = caller(getSecurityQuestionEndpoint);
