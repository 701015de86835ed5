/**
 * A player's push devices (docs/api.md "Push"): browsers' Web Push subscriptions and apps' native
 * tokens. A device belongs to whoever subscribed it last: when another player subscribes it, what was
 * waiting for the one before is dropped, so nobody's news reaches the next player on a shared device.
 * A player keeps at most {@link PUSH_DEVICES_PER_PLAYER}: a new one beyond that replaces the oldest.
 */
import { createPublicKey } from "node:crypto";
import type { PushDevice, RemovePushDevice } from "@lotto/api";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { notifications } from "../db/schema/operations";
import { pushDeliveries, pushSubscriptions } from "../db/schema/push";
import { toDate } from "../db/time";
import { unprocessable } from "../http/http-error";
import { type PushEndpointPolicy, pushEndpointAllowed } from "./push-endpoints";

/** Devices one player keeps (each costs a request per notification). */
export const PUSH_DEVICES_PER_PLAYER = 10;

/** The refusals of a device, with their texts. */
export const PUSH_DEVICE_TEXT = {
  endpointRefused: "This browser's push service is not supported.",
  keyInvalid: "This browser's push key is not valid.",
} as const;

/** Whether `p256dh` (base64url) is an uncompressed point on P-256, as RFC 8291 requires. */
export function validP256dh(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

/** Adds (or refreshes) the device for the player; refuses an endpoint the server would not call. */
export async function addPushDevice(
  db: Db,
  playerId: string,
  device: PushDevice,
  policy: PushEndpointPolicy,
  now: Temporal.Instant,
): Promise<void> {
  if (device.channel === "web") {
    if (!pushEndpointAllowed(device.endpoint, policy))
      throw unprocessable("PUSH_ENDPOINT_REFUSED", PUSH_DEVICE_TEXT.endpointRefused);
    if (!validP256dh(device.keys.p256dh))
      throw unprocessable("PUSH_KEY_INVALID", PUSH_DEVICE_TEXT.keyInvalid);
  }
  const values =
    device.channel === "web"
      ? {
          channel: "web" as const,
          endpoint: device.endpoint,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
        }
      : { channel: device.channel, token: device.token };
  const set = { playerId, createdAt: toDate(now), ...values };
  await db.transaction(async (tx) => {
    // One player's devices change one at a time, so the cap below counts them all.
    await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for("update");
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(set)
      .onConflictDoUpdate({
        target:
          device.channel === "web"
            ? pushSubscriptions.endpoint
            : [pushSubscriptions.channel, pushSubscriptions.token],
        set,
      })
      .returning({ id: pushSubscriptions.id });
    if (!row) return;
    await tx
      .delete(pushDeliveries)
      .where(
        and(
          eq(pushDeliveries.subscriptionId, row.id),
          inArray(
            pushDeliveries.notificationId,
            tx
              .select({ id: notifications.id })
              .from(notifications)
              .where(sql`${notifications.playerId} <> ${playerId}`),
          ),
        ),
      );
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.playerId, playerId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_PER_PLAYER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.playerId, playerId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes the player's device; another player's (or an unknown) device is left alone. */
export async function removePushDevice(db: Db, playerId: string, device: RemovePushDevice): Promise<void> {
  const which =
    device.channel === "web"
      ? eq(pushSubscriptions.endpoint, device.endpoint)
      : and(eq(pushSubscriptions.channel, device.channel), eq(pushSubscriptions.token, device.token));
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.playerId, playerId), which));
}

/** Removes every device of the player (the account closed). */
export async function removeAllPushDevices(db: Db, playerId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.playerId, playerId));
}
