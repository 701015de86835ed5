import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { FavouriteParamsSchema, FavouriteSchema, FavouriteUpdateSchema } from "../schemas/favourites";

/** `PUT /user/favourites/{favouriteId}`: renames a favourite and/or replaces its numbers. */
export const updateFavouriteEndpoint = defineEndpoint({
  method: "PUT",
  path: "/user/favourites/{favouriteId}",
  auth: true,
  params: FavouriteParamsSchema,
  body: FavouriteUpdateSchema,
  response: FavouriteSchema,
});
export type UpdateFavouriteResponse = EndpointOutput<typeof updateFavouriteEndpoint>;

/** Updates a favourite. */
export const updateFavourite = caller(updateFavouriteEndpoint);
