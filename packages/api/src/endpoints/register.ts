import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput } from "../client/define-endpoint";
import { RegisterBodySchema, RegisterResponseSchema } from "../schemas/registration";

/** `POST /user/register`: the contract both the client and the server use. */
export const registerEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/register",
  auth: false,
  body: RegisterBodySchema,
  response: RegisterResponseSchema,
});

/** Signs up and runs identity verification (R-STATES Sign-up). */
export const register = (client: ApiClient, input: EndpointInput<typeof registerEndpoint>) =>
  call(client, registerEndpoint, input);
