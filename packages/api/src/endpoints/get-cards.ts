import { caller, defineEndpoint } from "../client/define-endpoint";
import { CardsSchema } from "../schemas/wallet";

/** `GET /user/cards`: the contract both the client and the server use. */
export const getCardsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/cards",
  auth: true,
  response: CardsSchema,
});

/** Lists the saved cards (R-ENTITIES Card). */
export const getCards = caller(getCardsEndpoint);
