/**
 * A player's notification settings (docs/api.md): the permission answered, the jackpot alert's
 * threshold and the pushes chosen (every choice until the player chooses).
 */
import type { NotificationSettings, UpdateNotificationSettingsBody } from "@lotto/api";
import { PUSH_CHOICES } from "@lotto/core";
import { eq } from "drizzle-orm";
import type { Db } from "../db";
import { notificationSettings } from "../db/schema/operations";

/** The player's settings; the permission and threshold null until the player sets them. */
export async function notificationSettingsOf(db: Db, playerId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.playerId, playerId));
  return {
    permission: row?.permission ?? null,
    jackpot_threshold: row?.jackpotThreshold ?? null,
    push_choices: [...(row?.pushChoices ?? PUSH_CHOICES)],
  };
}

/** Sets the fields the body names (any alone) and returns the settings after. */
export async function updateNotificationSettings(
  db: Db,
  playerId: string,
  body: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  const set = {
    ...(body.permission === undefined ? {} : { permission: body.permission }),
    ...(body.jackpot_threshold === undefined ? {} : { jackpotThreshold: body.jackpot_threshold }),
    // Kept in the account's order, each once.
    ...(body.push_choices === undefined
      ? {}
      : { pushChoices: PUSH_CHOICES.filter((c) => body.push_choices?.includes(c)) }),
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
