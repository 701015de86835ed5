import { caller, defineEndpoint } from "../client/define-endpoint";
import { PaypalClientTokenSchema } from "../schemas/deposits";

/** `GET /user/paypal/client-token`: the contract both the client and the server use. */
export const getPaypalClientTokenEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/paypal/client-token",
  auth: true,
  response: PaypalClientTokenSchema,
});

/** Fetches a PayPal client token (R-CALLS). */
export const getPaypalClientToken = caller(getPaypalClientTokenEndpoint);
