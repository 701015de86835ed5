import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AutoplayCreateSchema, AutoplaySchema } from "../schemas/autoplays";

/** `POST /user/autoplays`: sets an entry to play automatically; 422 past the autoplays limit (docs/api.md "Autoplay"). */
export const createAutoplayEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/autoplays",
  auth: true,
  body: AutoplayCreateSchema,
  response: AutoplaySchema,
});
export type CreateAutoplayResponse = EndpointOutput<typeof createAutoplayEndpoint>;

/** Creates an autoplay. */
export const createAutoplay = caller(createAutoplayEndpoint);
