import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { CloseAccountBodySchema } from "../schemas/user";

/** `POST /user/close-account`: the contract both the client and the server use. */
export const closeAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/close-account",
  auth: true,
  body: CloseAccountBodySchema,
  response: AckSchema,
});

/** Closes the account after a password check (R-ERRORS show-account-close-message). */
export const closeAccount = caller(closeAccountEndpoint);
