import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { GameParamsSchema, PurchaseConfigQuerySchema, PurchaseConfigSchema } from "../schemas/games";

/** `GET /games/{gameId}/purchase-config` with optional Millionaire Medley `day` (R-CALLS). */
export const getPurchaseConfigEndpoint = defineEndpoint({
  method: "GET",
  path: "/games/{gameId}/purchase-config",
  auth: false,
  params: GameParamsSchema,
  query: PurchaseConfigQuerySchema,
  response: PurchaseConfigSchema,
});
export type GetPurchaseConfigResponse = EndpointOutput<typeof getPurchaseConfigEndpoint>;

/** Fetches a game's purchase config (R-ENTITIES Purchase config). */
export const getPurchaseConfig = caller(getPurchaseConfigEndpoint);
