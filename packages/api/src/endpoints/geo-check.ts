import { caller, defineEndpoint } from "../client/define-endpoint";
import { GeoCheckSchema } from "../schemas/service";

/** `GET /geo-check`: the contract both the client and the server use. */
export const geoCheckEndpoint = defineEndpoint({
  method: "GET",
  path: "/geo-check",
  auth: false,
  response: GeoCheckSchema,
});

/** Fetches the caller's country code (R-CALLS: polled every 15 min). */
export const geoCheck = caller(geoCheckEndpoint);
