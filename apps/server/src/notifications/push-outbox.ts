/**
 * The push outbox (docs/decisions.md "Push"). Every notification row is written due for push (the
 * column's default), whichever code writes it, so a new kind of notification needs nothing here but its
 * choice in core (`PUSH_CHOICE_OF_KIND`). A round, on any instance:
 * 1. fans due notifications out to their players' devices as deliveries, for the choices each player
 *    made (core's `pushWanted`), claiming the rows with SKIP LOCKED so two instances never both do;
 * 2. claims due deliveries (a lease: another instance skips them until it ends), sends each, and then
 *    deletes it when sent, deletes its device when the service says it is gone (404/410), or sets its
 *    next try with backoff until {@link PUSH_MAX_ATTEMPTS}.
 * A push is at least once: an instance that stops between sending and recording it sends it again
 * after the lease, and the push service's topic (one per notification) replaces a copy not yet delivered.
 */
import type { PushPayload } from "@lotto/api";
import { PUSH_TITLE, pushWanted } from "@lotto/core";
import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { notificationSettings, notifications } from "../db/schema/operations";
import { pushDeliveries, pushSubscriptions } from "../db/schema/push";
import { toDate, toInstant } from "../db/time";
import { notificationOf } from "./notification-list";
import type { PushOutcome, PushSenders } from "./push-senders";

/** A notification older than this is not pushed (nor retried): news of yesterday's draw is stale. */
export const PUSH_TTL = Temporal.Duration.from({ hours: 24 });
/** Tries of one delivery before it is given up. */
export const PUSH_MAX_ATTEMPTS = 6;
/** How long a claimed delivery is left to the instance sending it. */
const LEASE = Temporal.Duration.from({ minutes: 2 });
const FAN_OUT_BATCH = 500;
const SEND_BATCH = 50;
const PARALLEL = 8;

/** Wait before try `attempts + 1`: 30 s, 1, 2, 4, 8 min … */
export const pushBackoff = (attempts: number) =>
  Temporal.Duration.from({ seconds: Math.min(30 * 2 ** Math.max(0, attempts - 1), 3_600) });

/** Turns due notifications into deliveries to their players' devices; returns how many were due. */
export async function fanOutPushes(db: Db, now: Temporal.Instant): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: notifications.id,
        playerId: notifications.playerId,
        kind: notifications.kind,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.pushDue, true))
      .orderBy(asc(notifications.id))
      .limit(FAN_OUT_BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const playerIds = [...new Set(due.map((n) => n.playerId))];
    const choices = new Map(
      (
        await tx
          .select({ playerId: notificationSettings.playerId, choices: notificationSettings.pushChoices })
          .from(notificationSettings)
          .where(inArray(notificationSettings.playerId, playerIds))
      ).map((s) => [s.playerId, s.choices]),
    );
    const fresh = toDate(now.subtract(PUSH_TTL));
    const wanted = due
      .filter((n) => n.createdAt > fresh && pushWanted(n.kind, choices.get(n.playerId) ?? null))
      .map((n) => n.id);
    if (wanted.length > 0) {
      await tx.execute(sql`
        INSERT INTO push_deliveries (notification_id, subscription_id, next_attempt_at)
        SELECT n.id, s.id, ${toDate(now)}
        FROM notifications n
        JOIN push_subscriptions s ON s.player_id = n.player_id
        JOIN players p ON p.id = n.player_id AND p.status <> 'CLOSED'
        WHERE n.id IN ${sql.raw(`(${wanted.map(Number).join(",")})`)}
        ON CONFLICT DO NOTHING`);
    }
    await tx
      .update(notifications)
      .set({ pushDue: false })
      .where(
        inArray(
          notifications.id,
          due.map((n) => n.id),
        ),
      );
    return due.length;
  });
}

/** Claims due deliveries for this instance (their lease pushes the next try away from others). */
async function claimDeliveries(db: Db, now: Temporal.Instant) {
  const claimed = await db
    .update(pushDeliveries)
    .set({ attempts: sql`${pushDeliveries.attempts} + 1`, nextAttemptAt: toDate(now.add(LEASE)) })
    .where(
      inArray(
        pushDeliveries.id,
        db
          .select({ id: pushDeliveries.id })
          .from(pushDeliveries)
          .where(lte(pushDeliveries.nextAttemptAt, toDate(now)))
          .orderBy(asc(pushDeliveries.id))
          .limit(SEND_BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning({ id: pushDeliveries.id, attempts: pushDeliveries.attempts });
  if (claimed.length === 0) return [];
  const attempts = new Map(claimed.map((c) => [c.id, c.attempts]));
  const rows = await db
    .select({ delivery: pushDeliveries.id, notification: notifications, device: pushSubscriptions })
    .from(pushDeliveries)
    .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .innerJoin(players, and(eq(players.id, notifications.playerId), ne(players.status, "CLOSED")))
    .where(
      and(
        inArray(pushDeliveries.id, [...attempts.keys()]),
        // The device is still the notification's player's (another player may have taken it over).
        eq(pushSubscriptions.playerId, notifications.playerId),
      ),
    )
    .orderBy(asc(pushDeliveries.id));
  const found = new Set(rows.map((r) => r.delivery));
  const orphans = [...attempts.keys()].filter((id) => !found.has(id));
  if (orphans.length > 0) await db.delete(pushDeliveries).where(inArray(pushDeliveries.id, orphans));
  return rows.map((r) => ({ ...r, attempts: attempts.get(r.delivery) ?? 1 }));
}

type Claimed = Awaited<ReturnType<typeof claimDeliveries>>[number];

/** How long the push service may hold a push of this age: what is left of {@link PUSH_TTL}, a minute at least. */
const ttlLeft = (age: Temporal.Duration) => {
  const ttl = PUSH_TTL.total("seconds");
  return Math.min(ttl, Math.max(60, Math.floor(ttl - age.total("seconds"))));
};

/** Sends one claimed delivery through its channel. */
async function attempt(
  senders: PushSenders,
  claimed: Claimed,
  now: Temporal.Instant,
): Promise<PushOutcome | null> {
  const notification = notificationOf(claimed.notification);
  const age = now.since(toInstant(claimed.notification.createdAt));
  if (!notification || Temporal.Duration.compare(age, PUSH_TTL) > 0) return null;
  const payload: PushPayload = { title: PUSH_TITLE, notification };
  const { device } = claimed;
  if (device.channel === "web") {
    return senders.web(
      { endpoint: device.endpoint ?? "", p256dh: device.p256dh ?? "", auth: device.auth ?? "" },
      JSON.stringify(payload),
      { topic: `n${notification.id}`, ttlSeconds: ttlLeft(age) },
    );
  }
  return senders.app.send(
    { channel: device.channel, token: device.token ?? "" },
    { title: PUSH_TITLE, body: notification.text, data: payload },
  );
}

/** A log's view of the sending (warnings for given-up deliveries). */
export interface PushLog {
  warn(details: object, message: string): void;
}

/** Records what became of one delivery. */
async function settle(
  db: Db,
  claimed: Claimed,
  outcome: PushOutcome | null,
  now: Temporal.Instant,
  log: PushLog,
) {
  if (outcome === null || outcome.sent) {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, claimed.delivery));
  } else if (outcome.gone) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, claimed.device.id));
  } else if (claimed.attempts >= PUSH_MAX_ATTEMPTS) {
    log.warn({ delivery: claimed.delivery, error: outcome.error }, "push given up");
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, claimed.delivery));
  } else {
    await db
      .update(pushDeliveries)
      .set({ nextAttemptAt: toDate(now.add(pushBackoff(claimed.attempts))), lastError: outcome.error })
      .where(eq(pushDeliveries.id, claimed.delivery));
  }
}

/** One round: fans out what is due, then sends due deliveries; returns how many were sent. */
export async function runPushOutbox(
  db: Db,
  senders: PushSenders,
  clock: { now(): Temporal.Instant },
  log: PushLog,
): Promise<number> {
  while ((await fanOutPushes(db, clock.now())) === FAN_OUT_BATCH) {
    // A settlement of many players: fan out every batch before sending.
  }
  let sent = 0;
  for (;;) {
    const claimed = await claimDeliveries(db, clock.now());
    for (let i = 0; i < claimed.length; i += PARALLEL) {
      await Promise.all(
        claimed.slice(i, i + PARALLEL).map(async (c) => {
          const outcome = await attempt(senders, c, clock.now()).catch(
            (error: unknown): PushOutcome => ({
              sent: false,
              gone: false,
              error: String(error).slice(0, 200),
            }),
          );
          if (outcome?.sent) sent++;
          await settle(db, c, outcome, clock.now(), log);
        }),
      );
    }
    if (claimed.length < SEND_BATCH) return sent;
  }
}
