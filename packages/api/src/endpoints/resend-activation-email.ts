import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { ResendActivationBodySchema } from "../schemas/registration";

/** `POST /user/register/resend-activation-email`: the contract both the client and the server use. */
export const resendActivationEmailEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/register/resend-activation-email",
  auth: false,
  body: ResendActivationBodySchema,
  response: AckSchema,
});

/** Sends the activation email again (R-CALLS, R-ERRORS pending activation). */
export const resendActivationEmail = caller(resendActivationEmailEndpoint);
