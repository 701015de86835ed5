import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { favouriteParamsSchema, favouriteSchema, favouriteUpdateSchema } from "../schemas/favourites";

/** `PUT /user/favourites/{favouriteId}`: renames a favourite and/or replaces its numbers. */
export const updateFavouriteEndpoint = defineEndpoint({
  method: "PUT",
  path: "/user/favourites/{favouriteId}",
  auth: true,
  params: favouriteParamsSchema,
  body: favouriteUpdateSchema,
  response: favouriteSchema,
});
export type UpdateFavouriteResponse = EndpointOutput<typeof updateFavouriteEndpoint>;

/** Updates a favourite. */
export const updateFavourite = caller(updateFavouriteEndpoint);
