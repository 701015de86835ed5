import { PLAYER_NOTIFICATION_KINDS, PUSH_CHOICES } from "@lotto/core";
import * as v from "valibot";
import { CentsSchema } from "./common";

/**
 * One notification of the player's notification centre; `text` is core's `notificationText`. A draw's
 * outcome (`drawn`: no win, `won`) names the ticket it opens; a win says how much of it waits for a claim.
 * An autoplay's (`autoplay-bought`, `autoplay-skipped`) names the draw, what its autoplays paid or why
 * they skipped it, and the first ticket bought.
 */
export const PlayerNotificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(PLAYER_NOTIFICATION_KINDS),
  game_id: v.number(),
  draw_number: v.number(),
  amount: v.nullable(CentsSchema),
  ticket_id: v.nullable(v.string()),
  claim_amount: v.nullable(CentsSchema),
  text: v.string(),
  created_at: v.string(),
  read: v.boolean(),
});
export type PlayerNotification = v.InferOutput<typeof PlayerNotificationSchema>;

/** `GET /user/notifications`: the latest notifications, newest first, and how many are unread. */
export const NotificationListSchema = v.object({
  unread: v.number(),
  notifications: v.array(PlayerNotificationSchema),
});

/** `POST /user/notifications/read`: the ids read, or every notification when `ids` is absent. */
export const MarkNotificationsReadBodySchema = v.object({
  ids: v.optional(v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1))), v.maxLength(100))),
});

/** `POST /user/notifications/stream-ticket`: a single-use ticket that opens the event stream once. */
export const StreamTicketSchema = v.object({ ticket: v.string(), expires_at: v.string() });

/** The browser's answer to the notification permission request, as `Notification.permission` says. */
export const NotificationPermissionSchema = v.picklist(["granted", "denied", "default"]);

/** The pushes a player chose (core's `PUSH_CHOICES`). */
export const PushChoicesSchema = v.pipe(
  v.array(v.picklist(PUSH_CHOICES, `Choose from ${PUSH_CHOICES.join(", ")}.`)),
  v.maxLength(PUSH_CHOICES.length * 2, "Too many choices."),
);

/**
 * `GET /user/notification-settings`: the remembered browser answer, the jackpot alert threshold and the
 * pushes chosen (every choice until the player chooses).
 */
export const NotificationSettingsSchema = v.object({
  permission: v.nullable(NotificationPermissionSchema),
  jackpot_threshold: v.nullable(CentsSchema),
  push_choices: PushChoicesSchema,
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;

/** `POST /user/notification-settings`: any field alone; a null threshold turns jackpot alerts off. */
export const UpdateNotificationSettingsBodySchema = v.object({
  permission: v.optional(NotificationPermissionSchema),
  jackpot_threshold: v.optional(
    v.nullable(
      v.pipe(
        v.number("Choose a jackpot amount."),
        v.safeInteger("Choose a jackpot amount."),
        v.minValue(100_000_000, "Choose a jackpot of at least $1 million."),
        v.maxValue(100_000_000_000, "Choose a jackpot of at most $1,000 million."),
      ),
    ),
  ),
  push_choices: v.optional(PushChoicesSchema),
});
export type UpdateNotificationSettingsBody = v.InferOutput<typeof UpdateNotificationSettingsBodySchema>;

/** Path of the server-sent event stream (GET, `?ticket=`): not a JSON call, so no endpoint object. */
export const NOTIFICATION_STREAM_PATH = "/notifications/stream";
/** The stream's event names: a new notification (data: {@link PlayerNotification}) and a keep-alive. */
export const NOTIFICATION_EVENT = "notification";

/** A stream event's data as a notification, or null when it is not one (never throws). */
export function parseNotificationEvent(data: unknown): PlayerNotification | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = v.safeParse(PlayerNotificationSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
