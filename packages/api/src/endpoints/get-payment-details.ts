import { caller, defineEndpoint } from "../client/define-endpoint";
import { PaymentDetailsSchema } from "../schemas/wallet";

/** `GET /user/payment-details`: the contract both the client and the server use. */
export const getPaymentDetailsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/payment-details",
  auth: true,
  response: PaymentDetailsSchema,
});

/** Fetches BPAY, bank transfer and PayPal details (R-ENTITIES Payment details). */
export const getPaymentDetails = caller(getPaymentDetailsEndpoint);
