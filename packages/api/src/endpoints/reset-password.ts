import { caller, defineEndpoint } from "../client/define-endpoint";
import { ResetPasswordBodySchema, ResetPasswordResponseSchema } from "../schemas/password-reset";

/** `POST /user/reset-password`: the contract both the client and the server use. */
export const resetPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/reset-password",
  auth: false,
  body: ResetPasswordBodySchema,
  response: ResetPasswordResponseSchema,
});

/** Requests a password-reset email (R-CALLS, R-PASSWORD-FLOWS). */
export const resetPassword = caller(resetPasswordEndpoint);
