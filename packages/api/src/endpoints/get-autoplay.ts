import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AutoplayParamsSchema, AutoplaySchema } from "../schemas/autoplays";

/** `GET /user/autoplays/{autoplayId}`: one autoplay of the player; 404 for another player's (docs/api.md "Autoplay"). */
export const getAutoplayEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/autoplays/{autoplayId}",
  auth: true,
  params: AutoplayParamsSchema,
  response: AutoplaySchema,
});
export type GetAutoplayResponse = EndpointOutput<typeof getAutoplayEndpoint>;

/** Fetches one autoplay. */
export const getAutoplay = caller(getAutoplayEndpoint);
