import { caller, defineEndpoint } from "../client/define-endpoint";
import { RemoteConfigSchema } from "../schemas/service";

/** `GET /remote-config`: the contract both the client and the server use. */
export const getRemoteConfigEndpoint = defineEndpoint({
  method: "GET",
  path: "/remote-config",
  auth: false,
  response: RemoteConfigSchema,
});

/** Fetches the remote configuration (R-ENTITIES Remote config). */
export const getRemoteConfig = caller(getRemoteConfigEndpoint);
