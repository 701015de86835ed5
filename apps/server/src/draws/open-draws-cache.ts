/**
 * The draws on sale per game for checking a purchase (R-SERVER Purchases) and for the special draws
 * remote config lists, cached in this process so neither reads the calendar each time. An entry is dropped when this process writes to the
 * calendar (calendarChanged), after `OPEN_DRAWS_MAX_AGE_MS` (another process on a shared PostgreSQL,
 * e.g. the operator CLI, may have written), or for a `now` before the one it was read at; a draw whose
 * sales closed since is filtered out by time. Sale safety does not rest on it: the purchase
 * transaction re-reads the covered draws under FOR SHARE and refuses any that closed, so a stale entry
 * can only refuse a ticket for up to that age, never sell a closed draw.
 */
import type { GameId } from "@lotto/core";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { type DrawRow, openDraws } from "./calendar";
import { calendarVersion } from "./calendar-version";

/** How long an entry may be used without a calendar write in this process. */
export const OPEN_DRAWS_MAX_AGE_MS = 1_000;

interface Entry {
  version: number;
  /** The instant the entry was read at: an earlier `now` (a test clock) reads again. */
  readAt: Temporal.Instant;
  expires: number;
  draws: Promise<{ row: DrawRow; salesClose: Temporal.Instant }[]>;
}

const cached = new WeakMap<object, Map<GameId, Entry>>();

/** {@link openDraws}, from the cache when it is fresh (see the file comment). */
export async function cachedOpenDraws(db: DbOrTx, gameId: GameId, now: Temporal.Instant): Promise<DrawRow[]> {
  let perGame = cached.get(db);
  if (!perGame) {
    perGame = new Map();
    cached.set(db, perGame);
  }
  const version = calendarVersion();
  let entry = perGame.get(gameId);
  const fresh =
    entry &&
    entry.version === version &&
    performance.now() < entry.expires &&
    Temporal.Instant.compare(now, entry.readAt) >= 0;
  if (!entry || !fresh) {
    const draws = openDraws(db, gameId, now).then((rows) =>
      rows.map((row) => ({ row, salesClose: Temporal.Instant.from(row.salesClose) })),
    );
    entry = { version, readAt: now, expires: performance.now() + OPEN_DRAWS_MAX_AGE_MS, draws };
    perGame.set(gameId, entry);
    const mine = entry;
    // A failed read is not cached: the next purchase tries again.
    draws.catch(() => perGame.get(gameId) === mine && perGame.delete(gameId));
  }
  const draws = await entry.draws;
  return draws
    .filter(({ salesClose }) => Temporal.Instant.compare(salesClose, now) > 0)
    .map(({ row }) => row);
}
