import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { FavouriteCreateSchema, FavouriteSchema } from "../schemas/favourites";

/** `POST /user/favourites`: saves a favourite; 422 at the favourites limit (docs/api.md "Play"). */
export const createFavouriteEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/favourites",
  auth: true,
  body: FavouriteCreateSchema,
  response: FavouriteSchema,
});
export type CreateFavouriteResponse = EndpointOutput<typeof createFavouriteEndpoint>;

/** Creates a favourite. */
export const createFavourite = caller(createFavouriteEndpoint);
