/**
 * Push to players' devices (migration 0029): their browsers' Web Push subscriptions and their apps'
 * native tokens, the deliveries waiting to be sent, and what the app push sandbox recorded.
 */
import { bigint, bigserial, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { instant, jsonValue } from "./columns";

/** Where a device is reached: a browser through its push service, an app through its platform's. */
export type PushChannel = "web" | "ios" | "android";

/** One device of a player: a browser's endpoint and keys, or an app's token. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id").notNull(),
    channel: text("channel").$type<PushChannel>().notNull(),
    endpoint: text("endpoint").unique(),
    p256dh: text("p256dh"),
    auth: text("auth"),
    token: text("token"),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [unique().on(t.channel, t.token)],
);

/** A notification waiting to reach one device: claimed until `nextAttemptAt`, or waiting to retry. */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: bigint("notification_id", { mode: "number" }).notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull(),
    lastError: text("last_error"),
  },
  (t) => [unique().on(t.notificationId, t.subscriptionId)],
);

/** What the app push sandbox was asked to send (never in production). */
export const nativePushSandbox = pgTable("native_push_sandbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  channel: text("channel").notNull(),
  token: text("token").notNull(),
  message: jsonValue("message").notNull(),
  sentAt: instant("sent_at").notNull(),
});
