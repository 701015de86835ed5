import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { PushDeviceSchema, RemovePushDeviceSchema } from "../schemas/push";

/** `POST /user/push-devices`: this browser or app receives the player's chosen pushes. */
export const addPushDeviceEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/push-devices",
  auth: true,
  body: PushDeviceSchema,
  response: AckSchema,
});
export const addPushDevice = caller(addPushDeviceEndpoint);

/** `POST /user/push-devices/remove`: this browser or app no longer receives them. */
export const removePushDeviceEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/push-devices/remove",
  auth: true,
  body: RemovePushDeviceSchema,
  response: AckSchema,
});
export const removePushDevice = caller(removePushDeviceEndpoint);
