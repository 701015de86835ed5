import * as v from "valibot";
import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { requestString } from "../schemas/text";

/** `DELETE /user/cards/{cardId}`: the contract both the client and the server use. */
export const removeCardEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/user/cards/{cardId}",
  auth: true,
  params: v.object({ cardId: requestString() }),
  response: AckSchema,
});

/** Removes a saved card. */
export const removeCard = caller(removeCardEndpoint);
