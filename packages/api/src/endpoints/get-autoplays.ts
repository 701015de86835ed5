import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AutoplayListSchema } from "../schemas/autoplays";

/** `GET /user/autoplays`: the player's autoplays, newest first, each with its next draw and history (docs/api.md "Autoplay"). */
export const getAutoplaysEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/autoplays",
  auth: true,
  response: AutoplayListSchema,
});
export type GetAutoplaysResponse = EndpointOutput<typeof getAutoplaysEndpoint>;

/** Fetches the player's autoplays. */
export const getAutoplays = caller(getAutoplaysEndpoint);
