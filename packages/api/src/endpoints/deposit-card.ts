import { caller, defineEndpoint } from "../client/define-endpoint";
import { CardDepositBodySchema, DepositResponseSchema } from "../schemas/deposits";

/** `POST /user/deposits/card`: the contract both the client and the server use. */
export const depositByCardEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/deposits/card",
  auth: true,
  body: CardDepositBodySchema,
  response: DepositResponseSchema,
});

/** Deposits by card; send an Idempotency-Key header so a retry never charges twice. */
export const depositByCard = caller(depositByCardEndpoint);
