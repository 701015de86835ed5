/**
 * The draw calendar's version (db/change-versions.ts), so reads derived from the calendar (the games
 * list, results pages, open draws) are cached until it moves. Writers call {@link calendarChanged}
 * AFTER their transaction commits: a reader that raced the write then stored its answer under the
 * old version, which no one asks for again; other instances hear of it through the notification hub.
 */
import { announceChange, changeVersion } from "../db/change-versions";
import type { DbOrTx } from "../db/types";

/** Call after a committed write to the `draws` table. */
export function calendarChanged(db: DbOrTx): Promise<void> {
  return announceChange(db, "calendar");
}

/** The current version; any write since a read makes it differ. */
export function calendarVersion(): number {
  return changeVersion("calendar");
}
