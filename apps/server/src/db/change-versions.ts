/**
 * Versions of what the server answers from memory (the draw calendar behind the games list, results
 * and open draws; the operator's remote config), so a cache is used until its version moves. A
 * writer calls {@link announceChange} after its transaction commits: the version moves here at once
 * and every other instance hears it through the database's notification channel (the notification hub
 * calls {@link heardChange}), so a change on one instance is served by all of them within a
 * notification's delivery. Caches still bound their age (`CHANGE_MAX_AGE_MS`) in case a notification
 * is lost (a LISTEN connection being re-made).
 */
import { randomUUID } from "node:crypto";
import { announce } from "./notification-channel";
import type { DbOrTx } from "./types";

const versions = { calendar: 0, "remote-config": 0, "runtime-settings": 0 };

/** This process, named in its announcements: its own come back on the channel and change nothing. */
const ORIGIN = randomUUID();

/** What a cache can depend on. */
export type ChangeTopic = keyof typeof versions;

/** The longest a cache may serve without hearing of a change, on a database other processes share. */
export const CHANGE_MAX_AGE_MS = 30_000;

/** The current version of `topic`; any change since a read makes it differ. */
export function changeVersion(topic: ChangeTopic): number {
  return versions[topic];
}

/**
 * Moves `topic`'s version here and announces it to every instance. The write has committed: if the
 * announcement fails (the database just went away), the other instances' caches still expire by age.
 */
export async function announceChange(db: DbOrTx, topic: ChangeTopic): Promise<void> {
  versions[topic]++;
  await announce(db, { changed: topic, origin: ORIGIN }).catch(() => undefined);
}

/**
 * Moves the version an announcement from another process names (this process's own moved when it
 * announced); false when the payload is not a change.
 */
export function heardChange(payload: string): boolean {
  let change: { changed?: unknown; origin?: unknown };
  try {
    change = JSON.parse(payload) ?? {};
  } catch {
    return false;
  }
  const topic = change.changed;
  if (typeof topic !== "string" || !Object.hasOwn(versions, topic)) return false;
  if (change.origin !== ORIGIN) versions[topic as ChangeTopic]++;
  return true;
}
