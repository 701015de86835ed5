import * as v from "valibot";
import { caller, defineEndpoint } from "../client/define-endpoint";
import { requestString } from "../schemas/text";
import { CardsSchema } from "../schemas/wallet";

/** `POST /user/cards/{cardId}/default`: the contract both the client and the server use. */
export const setDefaultCardEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/cards/{cardId}/default",
  auth: true,
  params: v.object({ cardId: requestString() }),
  response: CardsSchema,
});

/** Makes a saved card the default; resolves with all cards. */
export const setDefaultCard = caller(setDefaultCardEndpoint);
