import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput, type EndpointOutput } from "../client/define-endpoint";
import { favouriteCreateSchema, favouriteSchema } from "../schemas/favourites";

/** `POST /user/favourites`: saves a favourite; 422 at the favourites limit (docs/api.md "Play"). */
export const createFavouriteEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/favourites",
  auth: true,
  body: favouriteCreateSchema,
  response: favouriteSchema,
});
export type CreateFavouriteResponse = EndpointOutput<typeof createFavouriteEndpoint>;

/** Creates a favourite. */
export const createFavourite = (client: ApiClient, input: EndpointInput<typeof createFavouriteEndpoint>) =>
  call(client, createFavouriteEndpoint, input);
