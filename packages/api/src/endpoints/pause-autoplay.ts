import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AutoplayParamsSchema, AutoplaySchema } from "../schemas/autoplays";

/** `POST /user/autoplays/{autoplayId}/pause`: stops buying until resumed (docs/api.md "Autoplay"). */
export const pauseAutoplayEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/autoplays/{autoplayId}/pause",
  auth: true,
  params: AutoplayParamsSchema,
  response: AutoplaySchema,
});
export type PauseAutoplayResponse = EndpointOutput<typeof pauseAutoplayEndpoint>;

/** Pauses an autoplay. */
export const pauseAutoplay = caller(pauseAutoplayEndpoint);
