import { caller, defineEndpoint } from "../client/define-endpoint";
import { AddCardBodySchema, CardSchema } from "../schemas/wallet";

/** `POST /user/cards`: the contract both the client and the server use. */
export const addCardEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/cards",
  auth: true,
  body: AddCardBodySchema,
  response: CardSchema,
});

/** Verifies and saves a card (brand, last four and expiry only). */
export const addCard = caller(addCardEndpoint);
