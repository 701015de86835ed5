/**
 * The app push sandbox (never in production, config/production.ts): instead of APNs or FCM, it records
 * each message it is asked to send in `native_push_sandbox`, where the wrapper simulator page shows the
 * messages for its token (`GET /sandbox-push/v1/messages`) and the tests read them. A token starting
 * `gone-` answers as a platform does for an uninstalled app, so the device is forgotten.
 */
import { desc, eq, lt } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { nativePushSandbox } from "../db/schema/push";
import { toDate, toInstant } from "../db/time";
import type { AppPushAdapter, AppPushMessage } from "./push-senders";

/** How many messages the sandbox lists for one token (the latest). */
export const SANDBOX_MESSAGES_LISTED = 50;
/** How long the sandbox keeps a message. */
const KEPT = Temporal.Duration.from({ hours: 24 });

/** The sandbox adapter, recording into `db` at the clock's time. */
export function sandboxAppPush(db: Db, now: () => Temporal.Instant): AppPushAdapter {
  return {
    name: "sandbox",
    async send(device, message) {
      if (device.token.startsWith("gone-")) return { sent: false, gone: true, error: "token unregistered" };
      const at = now();
      await db.delete(nativePushSandbox).where(lt(nativePushSandbox.sentAt, toDate(at.subtract(KEPT))));
      await db
        .insert(nativePushSandbox)
        .values({ channel: device.channel, token: device.token, message, sentAt: toDate(at) });
      return { sent: true };
    },
  };
}

/** The latest messages the sandbox recorded for one token, oldest first. */
export async function sandboxMessagesFor(db: Db, token: string) {
  const rows = await db
    .select()
    .from(nativePushSandbox)
    .where(eq(nativePushSandbox.token, token))
    .orderBy(desc(nativePushSandbox.id))
    .limit(SANDBOX_MESSAGES_LISTED);
  return rows.reverse().map((row) => ({
    channel: row.channel,
    message: row.message as AppPushMessage,
    sent_at: toInstant(row.sentAt).toString(),
  }));
}
