import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput } from "../client/define-endpoint";
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
export const confirmPasswordReset = (
  client: ApiClient,
  input: EndpointInput<typeof confirmPasswordResetEndpoint>,
) => call(client, confirmPasswordResetEndpoint, input);
