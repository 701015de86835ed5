import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { GamesListSchema } from "../schemas/games";

/** `GET /games`: every game with its upcoming draw, quick picks and latest results (R-CALLS). */
export const getGamesEndpoint = defineEndpoint({
  method: "GET",
  path: "/games",
  auth: false,
  response: GamesListSchema,
});
export type GetGamesResponse = EndpointOutput<typeof getGamesEndpoint>;

/** Fetches the games list (R-CALLS GET /games). */
export const getGames = caller(getGamesEndpoint);
