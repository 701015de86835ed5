import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { FavouriteParamsSchema } from "../schemas/favourites";

/** `DELETE /user/favourites/{favouriteId}`. */
export const deleteFavouriteEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/user/favourites/{favouriteId}",
  auth: true,
  params: FavouriteParamsSchema,
  response: AckSchema,
});
export type DeleteFavouriteResponse = EndpointOutput<typeof deleteFavouriteEndpoint>;

/** Deletes a favourite. */
export const deleteFavourite = caller(deleteFavouriteEndpoint);
