import * as v from "valibot";
import { PlayerNotificationSchema } from "./notifications";
import { storableText } from "./text";

/** Base64url without padding, `bytes` long once decoded. */
const base64urlOf = (bytes: number, label: string) =>
  v.pipe(
    v.string(`${label} is required.`),
    storableText,
    v.length(Math.ceil((bytes * 4) / 3), `${label} must be ${bytes} bytes in base64url.`),
    v.regex(/^[\w-]+$/, `${label} must be base64url.`),
  );

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it (keys of RFC 8291). */
export const WebPushDeviceSchema = v.object({
  channel: v.literal("web"),
  endpoint: v.pipe(
    v.string("endpoint is required."),
    storableText,
    v.maxLength(1024, "endpoint must be at most 1024 characters."),
    v.url("endpoint must be a URL."),
  ),
  keys: v.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65, "keys.p256dh"),
    /** The authentication secret (16 bytes). */
    auth: base64urlOf(16, "keys.auth"),
  }),
});

/** An app wrapper's native push token (APNs device token or FCM registration token). */
export const AppPushDeviceSchema = v.object({
  channel: v.picklist(["ios", "android"], "channel must be web, ios or android."),
  token: v.pipe(
    v.string("token is required."),
    storableText,
    v.regex(/^[\w:-]{16,512}$/, "token must be 16 to 512 letters, digits, '_', ':' or '-'."),
  ),
});

/** `POST /user/push-devices`: this device receives the player's pushes from now on. */
export const PushDeviceSchema = v.variant(
  "channel",
  [WebPushDeviceSchema, AppPushDeviceSchema],
  "channel must be web, ios or android.",
);
export type PushDevice = v.InferOutput<typeof PushDeviceSchema>;

/** `POST /user/push-devices/remove`: the device (its endpoint or token) no longer receives them. */
export const RemovePushDeviceSchema = v.variant(
  "channel",
  [
    v.object({ channel: v.literal("web"), endpoint: v.pipe(v.string(), storableText, v.maxLength(1024)) }),
    AppPushDeviceSchema,
  ],
  "channel must be web, ios or android.",
);
export type RemovePushDevice = v.InferOutput<typeof RemovePushDeviceSchema>;

/**
 * What a push carries (encrypted for the browser, or as the app message's data): the title and the
 * notification as the notification centre lists it, its line being the body.
 */
export const PushPayloadSchema = v.object({ title: v.string(), notification: PlayerNotificationSchema });
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;

/** A push's text as its payload, or null when it is not one (never throws). */
export function parsePushPayload(text: unknown): PushPayload | null {
  if (typeof text !== "string") return null;
  try {
    const parsed = v.safeParse(PushPayloadSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
