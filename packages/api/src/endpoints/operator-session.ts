/**
 * The operator console's session (docs/api.md "Operator sign-in"), on the operator listener only: a
 * cookie (`HttpOnly; SameSite=Strict`) carries it, never a player token.
 */
import { defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { OperatorSessionSchema, OperatorSignInBodySchema } from "../schemas/operator-session";

/** `POST /operator/session`: signs an operator in (password, then TOTP code when the account has one). */
export const operatorSignInEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/session",
  auth: false,
  body: OperatorSignInBodySchema,
  response: OperatorSessionSchema,
});

/** `GET /operator/session`: who is signed in (401 when nobody is). */
export const operatorSessionEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/session",
  auth: false,
  response: OperatorSessionSchema,
});

/** `DELETE /operator/session`: signs out (ends the session on the server). */
export const operatorSignOutEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/operator/session",
  auth: false,
  response: AckSchema,
});
