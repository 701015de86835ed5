import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { ConfirmResetBodySchema } from "../schemas/password-reset";

/** `POST /user/reset-password/confirm`: the contract both the client and the server use. */
export const confirmPasswordResetEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/reset-password/confirm",
  auth: false,
  body: ConfirmResetBodySchema,
  response: AckSchema,
});

/** Sets a new password with the emailed reset token (R-SCREENS /reset-password). */
export const confirmPasswordReset = caller(confirmPasswordResetEndpoint);
