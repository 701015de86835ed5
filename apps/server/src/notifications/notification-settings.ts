/** A player's notification settings (docs/api.md): the permission answered and the jackpot alert's threshold. */
import type { NotificationSettings, UpdateNotificationSettingsBody } from "@lotto/api";
import { eq } from "drizzle-orm";
import type { Db } from "../db";
import { notificationSettings } from "../db/schema/operations";

/** The player's settings; both null until the player sets one. */
export async function notificationSettingsOf(db: Db, playerId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.playerId, playerId));
  return { permission: row?.permission ?? null, jackpot_threshold: row?.jackpotThreshold ?? null };
}

/** Sets the fields the body names (either alone) and returns the settings after. */
export async function updateNotificationSettings(
  db: Db,
  playerId: string,
  body: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  const set = {
    ...(body.permission === undefined ? {} : { permission: body.permission }),
    ...(body.jackpot_threshold === undefined ? {} : { jackpotThreshold: body.jackpot_threshold }),
  };
  await db
    .insert(notificationSettings)
    .values({ playerId, ...set })
    .onConflictDoUpdate({
      target: notificationSettings.playerId,
      set: Object.keys(set).length > 0 ? set : { playerId },
    });
  return notificationSettingsOf(db, playerId);
}
