import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AutoplayParamsSchema, AutoplaySchema } from "../schemas/autoplays";

/** `POST /user/autoplays/{autoplayId}/cancel`: ends it for good; its tickets and history stay (docs/api.md "Autoplay"). */
export const cancelAutoplayEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/autoplays/{autoplayId}/cancel",
  auth: true,
  params: AutoplayParamsSchema,
  response: AutoplaySchema,
});
export type CancelAutoplayResponse = EndpointOutput<typeof cancelAutoplayEndpoint>;

/** Cancels an autoplay. */
export const cancelAutoplay = caller(cancelAutoplayEndpoint);
