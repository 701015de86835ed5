/**
 * `GET /games` (R-ENTITIES Games list entry, R-CALLS; R-DRAW-ENGINE): each game's upcoming draw from the calendar with
 * its jackpot and commitment, two quick-pick options priced by the purchase config, the orders of the
 * home cards and results, and the latest results.
 */
import type { GameListEntry, GamesList, SlikpikOption } from "@lotto/api";
import {
  type Coupon,
  couponPrice,
  GAMES,
  type GameId,
  gameById,
  gameJackpotText,
  type HomeQuickPick,
  homeQuickPicks,
  type PurchaseConfig,
} from "@lotto/core";
import type { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { type DrawRow, isoInstant, openDraws } from "../draws/calendar";
import { calendarVersion } from "../draws/calendar-version";
import { latestResults } from "../draws/results";
import { purchaseConfigFrom } from "./purchase-config";

/**
 * Latest results carried per game (docs/decisions.md#d3). Home's 'Latest Results' shows the latest draw of up to
 * 3 games (by results_order); history is `GET /results`. One each keeps the list at a third of the bytes.
 */
export const GAME_RESULTS = 1;

// A home quick pick (core's homeQuickPicks) priced by the purchase config; null if it is not priced.
function quickPickOption(config: PurchaseConfig, gameId: GameId, pick: HomeQuickPick): SlikpikOption | null {
  const digits = gameById(gameId).kind === "digits";
  const group = {
    group_name: "",
    numbers: [],
    powerball: null,
    quickpick: 1,
    stake: digits ? 1 : 0,
    type: 1,
  } as const;
  const coupon: Coupon = {
    game_id: gameId,
    advance_draw: 0,
    multi_draw: pick.multidraw,
    system: pick.system,
    powerpik: false,
    game_data: Array.from({ length: pick.boards }, () => ({ ...group, numbers: [] as number[] })),
  };
  const price = couponPrice(config, coupon);
  if (price === null) return null;
  return {
    label: `${pick.boards} ${pick.boards === 1 ? "Game" : "Games"}`,
    price,
    system: coupon.system,
    boards: pick.boards,
    stake: group.stake,
    type: group.type,
    multidraw: pick.multidraw,
    powerpik: false,
  };
}

function entry(
  gameId: GameId,
  open: DrawRow[],
  order: number,
  resultsOrder: number,
  results: GameListEntry["results"],
): GameListEntry | null {
  const next = open[0];
  const config = purchaseConfigFrom(gameId, open, null);
  if (!next || !config) return null;
  const game = GAMES.find((g) => g.id === gameId)!;
  return {
    upcoming_draw: {
      draw_number: next.drawNumber,
      sales_close: isoInstant(next.salesClose),
      jackpot: next.jackpot,
      jackpot_text: gameJackpotText(gameId, next.jackpot),
      commitment: next.commitment,
    },
    title: game.name,
    slikpik_homepage_options: homeQuickPicks(gameId, config).flatMap(
      (pick) => quickPickOption(config, gameId, pick) ?? [],
    ),
    upcoming_order: order,
    results_order: resultsOrder,
    results,
  };
}

/** Builds the games list from the calendar at `now` (R-CALLS GET /games). */
export async function gamesList(db: DbOrTx, now: Temporal.Instant): Promise<GamesList> {
  const perGame = await Promise.all(
    GAMES.map(async (game) => ({
      id: game.id,
      open: await openDraws(db, game.id, now),
      results: await latestResults(db, game.id, GAME_RESULTS),
    })),
  );
  const byClose = [...perGame].sort((a, b) =>
    (a.open[0]?.salesClose ?? "~").localeCompare(b.open[0]?.salesClose ?? "~"),
  );
  const byResult = [...perGame].sort((a, b) =>
    (b.results[0]?.draw_date ?? "").localeCompare(a.results[0]?.draw_date ?? ""),
  );
  const list: GamesList = {};
  for (const game of perGame) {
    const made = entry(
      game.id,
      game.open,
      byClose.indexOf(game) + 1,
      byResult.indexOf(game) + 1,
      game.results,
    );
    if (made) list[String(game.id)] = made;
  }
  return list;
}

interface CachedList {
  version: number;
  /** The list is stale from the first listed sales close on (that draw leaves it). */
  until: number;
  /** Real time after which another process's writes may have moved the calendar. */
  expires: number;
  list: Promise<GamesList>;
}

const cached = new WeakMap<object, CachedList>();

/**
 * The games list, rebuilt only when this process wrote to the calendar, the first listed draw
 * closed, or `maxAgeMs` passed (other processes on a shared PostgreSQL): between those it is the same
 * for everyone. Concurrent requests share one build.
 */
export function cachedGamesList(db: DbOrTx, now: Temporal.Instant, maxAgeMs: number): Promise<GamesList> {
  const hit = cached.get(db);
  const at = now.epochMilliseconds;
  const version = calendarVersion();
  if (hit && hit.version === version && at < hit.until && performance.now() < hit.expires) return hit.list;
  const list = gamesList(db, now);
  // Until built, later requests share this build (it answers for now, so it is fresh).
  const entry: CachedList = {
    version,
    until: Number.POSITIVE_INFINITY,
    expires: performance.now() + maxAgeMs,
    list,
  };
  cached.set(db, entry);
  list.then(
    (built) => {
      const closes = Object.values(built).map((g) => Date.parse(g.upcoming_draw.sales_close));
      entry.until = closes.length > 0 ? Math.min(...closes) : at;
    },
    () => cached.delete(db),
  );
  return list;
}
