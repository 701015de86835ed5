import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { ChangePasswordBodySchema } from "../schemas/user";

/** `POST /user/change-password`: the contract both the client and the server use. */
export const changePasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/change-password",
  auth: true,
  body: ChangePasswordBodySchema,
  response: AckSchema,
});

/** Changes the password of the logged-in player (R-VALIDATION password rules). */
export const changePassword = caller(changePasswordEndpoint);
