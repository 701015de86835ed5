import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { PurchaseAcceptedSchema, PurchaseRequestSchema } from "../schemas/purchases";

/**
 * `POST /games/tickets-purchase`: buys the cart's tickets and answers the group id to poll (our design of
 * the call R-CALLS leaves unshown; docs/api.md "Play"). Send an `Idempotency-Key` header to retry safely.
 */
export const submitPurchaseEndpoint = defineEndpoint({
  method: "POST",
  path: "/games/tickets-purchase",
  auth: true,
  body: PurchaseRequestSchema,
  response: PurchaseAcceptedSchema,
});
export type SubmitPurchaseResponse = EndpointOutput<typeof submitPurchaseEndpoint>;

/** Submits a purchase; pass `headers: { "Idempotency-Key": key }` so a retry never buys twice. */
export const submitPurchase = caller(submitPurchaseEndpoint);
