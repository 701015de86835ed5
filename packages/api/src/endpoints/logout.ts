import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";

/** `POST /auth/logout`: the contract both the client and the server use. */
export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/logout",
  auth: true,
  response: AckSchema,
});

/** Ends the session server-side (R-CALLS: errors are ignored by the caller). */
export const logout = caller(logoutEndpoint);
