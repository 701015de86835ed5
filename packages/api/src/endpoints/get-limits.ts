import { caller, defineEndpoint } from "../client/define-endpoint";
import { LimitsSchema } from "../schemas/wallet";

/** `GET /user/limits`: the contract both the client and the server use. */
export const getLimitsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/limits",
  auth: true,
  response: LimitsSchema,
});

/** Fetches the weekly spend limits (R-ENTITIES User limits). */
export const getLimits = caller(getLimitsEndpoint);
