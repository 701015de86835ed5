/**
 * The live notifications of this instance: one hub of the open notification streams, fed from the
 * database's notification channel once the server is ready (so every instance hears every settlement,
 * and every logout, password change or reset and closure that may end a stream it holds), and emptied
 * before the server closes, so no open stream holds it.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { heardChange } from "../db/change-versions";
import { NOTIFICATION_CHANNEL } from "../db/notification-channel";
import { NotificationHub } from "../notifications/notification-hub";

declare module "fastify" {
  interface FastifyInstance {
    /** The open notification streams of this instance (routes/notification-routes.ts adds them). */
    notificationHub: NotificationHub;
  }
}

export const notificationHubPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new NotificationHub();
    app.decorate("notificationHub", hub);
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      stopListening = await app.dbListen(NOTIFICATION_CHANNEL, (payload) => {
        // Another instance's change to what is answered from memory (db/change-versions.ts).
        if (heardChange(payload)) return;
        hub
          .hear(app.db, payload)
          .catch((error: unknown) => app.log.error({ err: error }, "notification delivery"));
      });
    });
    app.addHook("preClose", async () => {
      hub.endAll();
      await stopListening?.();
    });
  },
  { name: "notification-hub", dependencies: ["database"] },
);
