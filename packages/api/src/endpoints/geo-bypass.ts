import { caller, defineEndpoint } from "../client/define-endpoint";
import { GeoBypassBodySchema, GeoBypassResponseSchema } from "../schemas/service";

/** `POST /geo-bypass`: the contract both the client and the server use. */
export const geoBypassEndpoint = defineEndpoint({
  method: "POST",
  path: "/geo-bypass",
  auth: false,
  body: GeoBypassBodySchema,
  response: GeoBypassResponseSchema,
});

/** Checks the geo-blocking bypass PIN on the server; a right one answers a bypass token (R-SCREENS). */
export const geoBypass = caller(geoBypassEndpoint);
