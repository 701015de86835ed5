import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { gamesListSchema } from "../schemas/games";

/** `GET /games`: every game with its upcoming draw, quick picks and latest results (spec §7). */
export const getGamesEndpoint = defineEndpoint({
  method: "GET",
  path: "/games",
  auth: false,
  response: gamesListSchema,
});
export type GetGamesResponse = EndpointOutput<typeof getGamesEndpoint>;

/** Fetches the games list (spec §7 GET /games). */
export const getGames = (client: ApiClient) => call(client, getGamesEndpoint, {});
