/**
 * The status of purchases this process has just written (R-ENTITIES Purchase status), kept for a moment:
 * the web app reads a group's status right after submitting it, and the answer is what the purchase
 * transaction wrote. An entry is used only by its own player, only while the draw calendar has not
 * changed in this process (a draw settled or paid moves ticket statuses) and for at most
 * `PURCHASE_STATUS_MAX_AGE_MS` (another process on a shared PostgreSQL may settle or pay); then, and
 * for every other group, the status is read from the database.
 */
import type { PurchaseStatus } from "@lotto/api";
import { calendarVersion } from "../draws/calendar-version";

/** How long a just-written status may be answered from memory. */
export const PURCHASE_STATUS_MAX_AGE_MS = 1_000;
/** Entries kept at most (a burst of purchases); the oldest go first. */
const MAX_ENTRIES = 2_000;

interface Entry {
  playerId: string;
  version: number;
  expires: number;
  status: PurchaseStatus;
}

const cached = new WeakMap<object, Map<string, Entry>>();

/** Remembers the status a committed purchase wrote. */
export function rememberPurchaseStatus(db: object, playerId: string, status: PurchaseStatus): void {
  let groups = cached.get(db);
  if (!groups) {
    groups = new Map();
    cached.set(db, groups);
  }
  if (groups.size >= MAX_ENTRIES) {
    const oldest = groups.keys().next().value;
    if (oldest !== undefined) groups.delete(oldest);
  }
  const expires = performance.now() + PURCHASE_STATUS_MAX_AGE_MS;
  groups.set(status.id, { playerId, version: calendarVersion(), expires, status });
}

/** The remembered status of the player's group, or null (read the database then). */
export function rememberedPurchaseStatus(
  db: object,
  playerId: string,
  groupId: string,
): PurchaseStatus | null {
  const groups = cached.get(db);
  const entry = groups?.get(groupId);
  if (!entry) return null;
  if (entry.version !== calendarVersion() || performance.now() >= entry.expires) {
    groups?.delete(groupId);
    return null;
  }
  return entry.playerId === playerId ? entry.status : null;
}
