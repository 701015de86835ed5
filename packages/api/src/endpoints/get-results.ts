import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { ResultsPageSchema, ResultsQuerySchema } from "../schemas/results";

/** `GET /results?game_id=&page=&to_date=`: a game's results, newest first, 20 a page (docs/decisions.md#d3). */
export const getResultsEndpoint = defineEndpoint({
  method: "GET",
  path: "/results",
  auth: false,
  query: ResultsQuerySchema,
  response: ResultsPageSchema,
});
export type GetResultsResponse = EndpointOutput<typeof getResultsEndpoint>;

/** Fetches one page of a game's results. */
export const getResults = caller(getResultsEndpoint);
