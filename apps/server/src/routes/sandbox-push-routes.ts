/**
 * The app push sandbox's outbox, read by the wrapper simulator page (apps/web/wrapper-sim.html): the
 * messages recorded for one token. Holding the token is what a device needs to receive them, so the
 * token is the key; never registered in production (config/production.ts refuses the sandbox there).
 */
import type { FastifyInstance } from "fastify";
import { rateLimitHook } from "../http/rate-limit";
import { sandboxMessagesFor } from "../notifications/app-push-sandbox";

/** Path of the sandbox's messages (GET, `?token=`), outside the API as the sandbox card gateway is. */
export const SANDBOX_PUSH_MESSAGES_PATH = "/sandbox-push/v1/messages";

export async function sandboxPushRoutes(app: FastifyInstance): Promise<void> {
  app.get(SANDBOX_PUSH_MESSAGES_PATH, {
    preHandler: rateLimitHook(app, SANDBOX_PUSH_MESSAGES_PATH, { max: 120 }),
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { token } = (request.query ?? {}) as { token?: unknown };
      if (typeof token !== "string" || !/^[\w:-]{16,512}$/.test(token))
        return reply
          .status(400)
          .send({ code: "VALIDATION_ERROR", message: "token must be a device's push token." });
      return { messages: await sandboxMessagesFor(app.db, token) };
    },
  });
}
