import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { PurchaseParamsSchema, PurchaseStatusSchema } from "../schemas/purchases";

/** `GET /games/tickets-purchase/{groupId}`: purchase status, polled each second (R-STATES, R-CALLS). */
export const getPurchaseStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/games/tickets-purchase/{groupId}",
  auth: true,
  params: PurchaseParamsSchema,
  response: PurchaseStatusSchema,
});
export type GetPurchaseStatusResponse = EndpointOutput<typeof getPurchaseStatusEndpoint>;

/** Fetches a purchase group's status (R-ENTITIES Purchase status). */
export const getPurchaseStatus = caller(getPurchaseStatusEndpoint);
