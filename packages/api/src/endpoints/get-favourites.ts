import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { FavouritesPageSchema, FavouritesQuerySchema } from "../schemas/favourites";

/** `GET /user/favourites?page=`: 20 a page, newest first (R-STATES, R-CALLS). */
export const getFavouritesEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/favourites",
  auth: true,
  query: FavouritesQuerySchema,
  response: FavouritesPageSchema,
});
export type GetFavouritesResponse = EndpointOutput<typeof getFavouritesEndpoint>;

/** Fetches one page of the player's favourites. */
export const getFavourites = caller(getFavouritesEndpoint);
