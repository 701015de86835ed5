import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput } from "../client/define-endpoint";
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
export const getSecurityQuestion = (
  client: ApiClient,
  input: EndpointInput<typeof getSecurityQuestionEndpoint>,
) => call(client, getSecurityQuestionEndpoint, input);
