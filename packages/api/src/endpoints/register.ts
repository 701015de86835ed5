import { caller, defineEndpoint } from "../client/define-endpoint";
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
export const register = caller(registerEndpoint);
