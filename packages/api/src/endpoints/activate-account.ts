import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { ActivateBodySchema } from "../schemas/registration";

/** `POST /user/activate`: the contract both the client and the server use. */
export const activateAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/activate",
  auth: false,
  body: ActivateBodySchema,
  response: AckSchema,
});

/** Activates an account with the token of the emailed link (R-SCREENS /activate). */
export const activateAccount = caller(activateAccountEndpoint);
