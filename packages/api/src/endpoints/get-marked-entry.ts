import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { MarkedEntrySchema, MarkedParamsSchema, MarkedQuerySchema } from "../schemas/play-history";

/** `GET /user/play-history/marked/{coupon_id}?first_draw_num=&end_draw_num=`: entry details (R-CALLS). */
export const getMarkedEntryEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/play-history/marked/{coupon_id}",
  auth: true,
  params: MarkedParamsSchema,
  query: MarkedQuerySchema,
  response: MarkedEntrySchema,
});
export type GetMarkedEntryResponse = EndpointOutput<typeof getMarkedEntryEndpoint>;

/** Fetches one ticket's per-draw outcome. */
export const getMarkedEntry = caller(getMarkedEntryEndpoint);
