import { caller, defineEndpoint } from "../client/define-endpoint";
import { DepositResponseSchema, PaypalDepositBodySchema } from "../schemas/deposits";

/** `POST /user/deposits/paypal`: the contract both the client and the server use. */
export const depositByPaypalEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/deposits/paypal",
  auth: true,
  body: PaypalDepositBodySchema,
  response: DepositResponseSchema,
});

/** Deposits with a PayPal nonce; send an Idempotency-Key header. */
export const depositByPaypal = caller(depositByPaypalEndpoint);
