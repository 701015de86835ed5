/**
 * Push (docs/decisions.md "Push"): the VAPID keys (configured, or outside production demo keys kept in
 * DATA_DIR once the server listens), the endpoint policy, and the outbox's rounds. While the server
 * listens, every instance runs a round when a settlement is announced on the database's channel and every
 * {@link PUSH_SWEEP_MS} (notifications written without an announcement, retries); the database decides
 * which instance sends what (notifications/push-outbox.ts).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isProduction } from "../config/production";
import { demoVapidKeys, newVapidKeys, type VapidKeys, vapidSettings } from "../config/vapid-keys";
import { NOTIFICATION_CHANNEL } from "../db/notification-channel";
import { parseRange } from "../notifications/notification-hub";
import { type PushEndpointPolicy, pushEndpointPolicy } from "../notifications/push-endpoints";
import { runPushOutbox } from "../notifications/push-outbox";
import { webPushSender } from "../notifications/web-push-sender";

/** A round at least this often while listening. */
export const PUSH_SWEEP_MS = 5_000;

declare module "fastify" {
  interface FastifyInstance {
    push: {
      /** The VAPID public key browsers subscribe with (`GET /config`). */
      publicKey(): string;
      /** Which endpoints a browser may subscribe with. */
      policy: PushEndpointPolicy;
      /** Runs a round now (or after the one under way); resolves with how many pushes it sent. */
      run(): Promise<number>;
    };
  }
}

export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const configured = vapidSettings(app.env);
    // Until the server listens (tests never do), fresh keys stand in for the data folder's.
    let keys: VapidKeys = configured ?? newVapidKeys();
    const policy = pushEndpointPolicy(app.env.PUSH_SERVICE_HOSTS, isProduction(app.env));
    const senders = { web: webPushSender(() => keys, policy), app: app.adapters.appPush };
    let running: Promise<number> | null = null;
    let again = false;
    const run = (): Promise<number> => {
      if (running) {
        again = true;
        return running;
      }
      running = runPushOutbox(app.db, senders, app.clock, app.log).finally(() => {
        running = null;
        if (again) {
          again = false;
          void run().catch((error: unknown) => app.log.error({ err: error }, "push round"));
        }
      });
      return running;
    };
    app.decorate("push", { publicKey: () => keys.publicKey, policy, run });

    const sweep = () => void run().catch((error: unknown) => app.log.error({ err: error }, "push round"));
    let timer: NodeJS.Timeout | undefined;
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook("onListen", async () => {
      if (!configured) keys = await demoVapidKeys(app.env.DATA_DIR);
      stopListening = await app.dbListen(NOTIFICATION_CHANNEL, (payload) => {
        if (parseRange(payload)) sweep();
      });
      timer = setInterval(sweep, PUSH_SWEEP_MS);
      timer.unref();
      sweep();
    });
    app.addHook("preClose", async () => {
      clearInterval(timer);
      await stopListening?.();
    });
    app.addHook("onClose", async () => {
      again = false;
      await running?.catch(() => undefined);
    });
  },
  { name: "push", dependencies: ["env", "database", "adapters"] },
);
