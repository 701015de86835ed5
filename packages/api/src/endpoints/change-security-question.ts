import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { ChangeSecurityQuestionBodySchema } from "../schemas/user";

/** `POST /user/security-question`: the contract both the client and the server use. */
export const changeSecurityQuestionEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/security-question",
  auth: true,
  body: ChangeSecurityQuestionBodySchema,
  response: AckSchema,
});

/** Changes the logged-in player's security question and answer (asked before a password reset, R-STATES). */
export const changeSecurityQuestion = caller(changeSecurityQuestionEndpoint);
