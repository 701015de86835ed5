/** Shared helpers of the push tests: a fixed VAPID pair (twin instances must share it) and notifications. */
import { sql } from "drizzle-orm";
import { notifications } from "../../src/db/schema/operations";
import { pushDeliveries, pushSubscriptions } from "../../src/db/schema/push";
import { toDate } from "../../src/db/time";
import type { TestApp } from "../helper";
import { PRODUCTION_ENV } from "../production-env";

/** The VAPID settings of production-env.ts, for apps that must sign with one known key. */
export const VAPID_ENV = {
  VAPID_PUBLIC_KEY: PRODUCTION_ENV.VAPID_PUBLIC_KEY!,
  VAPID_PRIVATE_KEY: PRODUCTION_ENV.VAPID_PRIVATE_KEY!,
  VAPID_SUBJECT: PRODUCTION_ENV.VAPID_SUBJECT!,
};

let drawNumber = 9_000;

/** Writes a notification for the player as a settlement would (due for push); returns its id. */
export async function notify(
  app: TestApp,
  playerId: string,
  kind: "drawn" | "won" | "jackpot" = "won",
  amount: number | null = 21_410,
): Promise<number> {
  const [row] = await app.db
    .insert(notifications)
    .values({
      playerId,
      kind,
      gameId: 5132,
      drawNumber: drawNumber++,
      amount,
      createdAt: toDate(app.testClock.now()),
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** The player's devices, oldest first. */
export const devicesOf = (app: TestApp, playerId: string) =>
  app.db
    .select()
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.playerId} = ${playerId}`)
    .orderBy(pushSubscriptions.id);

/** Every delivery still waiting. */
export const waiting = (app: TestApp) => app.db.select().from(pushDeliveries).orderBy(pushDeliveries.id);
