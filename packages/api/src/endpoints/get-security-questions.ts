import { caller, defineEndpoint } from "../client/define-endpoint";
import { SecurityQuestionsSchema } from "../schemas/password-reset";

/** `GET /user/security-questions`: the contract both the client and the server use. */
export const getSecurityQuestionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/security-questions",
  auth: false,
  response: SecurityQuestionsSchema,
});

/** Lists the security questions offered at sign-up (R-CALLS). */
export const getSecurityQuestions = caller(getSecurityQuestionsEndpoint);
