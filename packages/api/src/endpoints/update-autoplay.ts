import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AutoplayParamsSchema, AutoplaySchema, AutoplayUpdateSchema } from "../schemas/autoplays";

/** `PUT /user/autoplays/{autoplayId}`: changes the entry, day, trigger or number of draws from the next draw not yet bought (docs/api.md "Autoplay"). */
export const updateAutoplayEndpoint = defineEndpoint({
  method: "PUT",
  path: "/user/autoplays/{autoplayId}",
  auth: true,
  params: AutoplayParamsSchema,
  body: AutoplayUpdateSchema,
  response: AutoplaySchema,
});
export type UpdateAutoplayResponse = EndpointOutput<typeof updateAutoplayEndpoint>;

/** Edits an autoplay. */
export const updateAutoplay = caller(updateAutoplayEndpoint);
