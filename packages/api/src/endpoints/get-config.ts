import { caller, defineEndpoint } from "../client/define-endpoint";
import { ServiceStatusSchema } from "../schemas/service";

/** `GET /config`: the contract both the client and the server use. */
export const getConfigEndpoint = defineEndpoint({
  method: "GET",
  path: "/config",
  auth: false,
  response: ServiceStatusSchema,
});

/** Fetches the service status (R-CALLS: polled every 300 s). */
export const getConfig = caller(getConfigEndpoint);
