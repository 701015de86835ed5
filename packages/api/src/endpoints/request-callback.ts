import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { RequestCallbackBodySchema } from "../schemas/user";

/** `POST /user/request-callback`: the contract both the client and the server use. */
export const requestCallbackEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/request-callback",
  auth: true,
  body: RequestCallbackBodySchema,
  response: AckSchema,
});

/** Asks customer services to call the player back (R-GAMES). */
export const requestCallback = caller(requestCallbackEndpoint);
