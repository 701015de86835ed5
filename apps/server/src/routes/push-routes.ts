import { addPushDeviceEndpoint, removePushDeviceEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { addPushDevice, removePushDevice } from "../notifications/push-devices";

/** Devices adding in a minute, per client address: each is a row and, later, a request per notification. */
export const PUSH_DEVICE_RATE = 30;

/** A player's push devices (docs/api.md "Push"): a browser's subscription or an app's token. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    addPushDeviceEndpoint,
    async (request, { body }) => {
      await addPushDevice(app.db, request.playerId, body, app.push.policy, app.clock.now());
      return { ok: true as const };
    },
    { rateLimit: { max: PUSH_DEVICE_RATE } },
  );
  route(app, removePushDeviceEndpoint, async (request, { body }) => {
    await removePushDevice(app.db, request.playerId, body);
    return { ok: true as const };
  });
}
