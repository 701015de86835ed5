import { caller, defineEndpoint } from "../client/define-endpoint";
import { CheckCredentialsBodySchema, CheckCredentialsResponseSchema } from "../schemas/auth";

/** `POST /user/check-credentials`: the contract both the client and the server use. */
export const checkCredentialsEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/check-credentials",
  auth: false,
  body: CheckCredentialsBodySchema,
  response: CheckCredentialsResponseSchema,
});

/** Tells whether an email is free, resumable, a PRS account or pending activation (R-CALLS). */
export const checkCredentials = caller(checkCredentialsEndpoint);
