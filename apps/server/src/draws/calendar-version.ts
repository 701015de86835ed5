/**
 * A counter of draw-calendar writes in this process, so reads derived from the calendar (the games
 * list) can be cached until it moves. Writers bump it AFTER their transaction commits: a reader that
 * raced the write then stored its answer under the old version, which no one asks for again.
 * Another process on the same PostgreSQL does not bump ours; readers bound their cache by time there.
 */
let version = 0;

/** Call after a committed write to the `draws` table. */
export function calendarChanged(): void {
  version++;
}

/** The current version; any write since a read makes it differ. */
export function calendarVersion(): number {
  return version;
}
