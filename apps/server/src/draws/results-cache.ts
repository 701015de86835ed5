/**
 * Results pages from memory: a page of a game's results is the same for everyone until the calendar
 * moves (a draw is drawn or settled here, or another instance announces it: db/change-versions.ts),
 * so it is read once per version. Bounded: at most `MAX_PAGES` pages are kept (a client asking for
 * every page and date cannot grow it), and an entry is read again after `maxAgeMs`.
 */
import type { ResultsPage } from "@lotto/api";
import type { GameId } from "@lotto/core";
import type { DbOrTx } from "../db";
import { calendarVersion } from "./calendar-version";
import { resultsPage } from "./results";

/** Pages kept per database; the oldest goes first when full. */
export const MAX_PAGES = 500;

interface Entry {
  version: number;
  expires: number;
  page: Promise<ResultsPage>;
}

const cached = new WeakMap<object, Map<string, Entry>>();

/** {@link resultsPage}, from memory while the calendar has not moved (see the file comment). */
export function cachedResultsPage(
  db: DbOrTx,
  gameId: GameId,
  page: number,
  toDate: string | undefined,
  maxAgeMs: number,
): Promise<ResultsPage> {
  let pages = cached.get(db);
  if (!pages) {
    pages = new Map();
    cached.set(db, pages);
  }
  const key = `${gameId}/${page}/${toDate ?? ""}`;
  const version = calendarVersion();
  const hit = pages.get(key);
  if (hit && hit.version === version && performance.now() < hit.expires) return hit.page;
  const entry = {
    version,
    expires: performance.now() + maxAgeMs,
    page: resultsPage(db, gameId, page, toDate),
  };
  pages.delete(key);
  if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
  pages.set(key, entry);
  const store = pages;
  // A failed read is not kept: the next request reads again.
  entry.page.catch(() => store.get(key) === entry && store.delete(key));
  return entry.page;
}
