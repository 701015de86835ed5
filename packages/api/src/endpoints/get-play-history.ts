import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { PlayHistoryPageSchema, PlayHistoryQuerySchema } from "../schemas/play-history";

/** `GET /user/play-history` with from_date, to_date, game_id, page, status (R-CALLS). */
export const getPlayHistoryEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/play-history",
  auth: true,
  query: PlayHistoryQuerySchema,
  response: PlayHistoryPageSchema,
});
export type GetPlayHistoryResponse = EndpointOutput<typeof getPlayHistoryEndpoint>;

/** Fetches one page of the player's tickets. */
export const getPlayHistory = caller(getPlayHistoryEndpoint);
