/**
 * The player's favourites (R-ENTITIES Favourite, R-STATES pages of 20): list, create within the limit, rename or
 * replace numbers, delete. Every query is scoped to the player. The price is the entry's price for the
 * next draw from the purchase config; null ('Available in-store') when the online shop cannot price it.
 */
import {
  FAVOURITE_CODES,
  FAVOURITES_LIMIT,
  type Favourite,
  type FavouriteCoupon,
  type FavouriteCreate,
  type FavouriteUpdate,
} from "@lotto/api";
import {
  type Coupon,
  couponPrice,
  type GameId,
  gameById,
  matchesPriceFilter,
  multiDrawCounts,
  type PurchaseConfig,
  validateCoupon,
} from "@lotto/core";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx } from "../db";
import { favourites } from "../db/schema/play";
import { isoInstant } from "../draws/calendar";
import { notFound, unprocessable } from "../http/http-error";
import { loadPurchaseConfig } from "./purchase-config";

/** Favourites per page (R-LIMITS). */
export const FAVOURITES_PAGE_SIZE = 20;

/** The text of the favourites-limit refusal (R-SCREENS favourites-limit dialog; wording ours). */
export const FAVOURITES_LIMIT_TEXT = `You can keep up to ${FAVOURITES_LIMIT} favourites. Please delete one to add another.`;

type Row = typeof favourites.$inferSelect;

/** The coupon a favourite plays: the next draw, the game's shortest multi-draw, system by number count. */
export function favouriteAsCoupon(coupon: FavouriteCoupon): Coupon {
  const game = gameById(coupon.game_id);
  const first = coupon.game_data[0]!;
  return {
    game_id: coupon.game_id,
    advance_draw: 0,
    multi_draw: multiDrawCounts(coupon.game_id)[0]!,
    system: game.kind === "digits" ? 0 : first.numbers.length,
    powerpik: game.powerballMax !== null && first.powerball === 0,
    game_data: coupon.game_data,
    ...(coupon.add_on ? { add_on: coupon.add_on } : {}),
  };
}

/** Refuses numbers lottery-core would not sell (range, uniqueness, board counts) with its message. */
function assertPlayable(coupon: FavouriteCoupon): void {
  const errors = validateCoupon(coupon.game_id, favouriteAsCoupon(coupon));
  if (errors.length > 0) throw unprocessable("INVALID_FAVOURITE", errors[0]!, { errors });
}

type ConfigOf = (gameId: GameId) => Promise<PurchaseConfig | null>;

/** Purchase configs read once per game for a whole list (one calendar read per game, not per favourite). */
function configsOnce(db: DbOrTx, now: Temporal.Instant): ConfigOf {
  const byGame = new Map<GameId, Promise<PurchaseConfig | null>>();
  return (gameId) => {
    let config = byGame.get(gameId);
    if (!config) {
      config = loadPurchaseConfig(db, gameId, null, now);
      byGame.set(gameId, config);
    }
    return config;
  };
}

async function toFavourite(row: Row, configOf: ConfigOf): Promise<Favourite> {
  const coupon = row.coupon as FavouriteCoupon;
  const config = await configOf(coupon.game_id);
  return {
    favourite_id: row.id,
    name: row.name,
    price: config ? couponPrice(config, favouriteAsCoupon(coupon)) : null,
    last_updated: isoInstant(row.lastUpdated),
    coupon,
  };
}

/** Narrows the favourites list: one game, one price bucket (core's `matchesPriceFilter`). */
export interface FavouritesFilter {
  gameId?: GameId | undefined;
  price?: string | undefined;
}

/**
 * One page of the player's favourites, most recently updated first (R-STATES), filtered across every page.
 * The price is computed per read (it follows the next draw's prices), so the price filter runs after
 * pricing; a player keeps at most FAVOURITES_LIMIT favourites, which bounds that work.
 */
export async function listFavourites(
  db: Db,
  playerId: string,
  page: number,
  now: Temporal.Instant,
  filter: FavouritesFilter = {},
) {
  const rows = await db
    .select()
    .from(favourites)
    .where(eq(favourites.playerId, playerId))
    .orderBy(desc(favourites.lastUpdated), desc(favourites.id));
  const configOf = configsOnce(db, now);
  const priced = await Promise.all(rows.map((row) => toFavourite(row, configOf)));
  const matching = priced.filter(
    (f) =>
      (filter.gameId === undefined || f.coupon.game_id === filter.gameId) &&
      matchesPriceFilter(f.price, filter.price),
  );
  const start = (page - 1) * FAVOURITES_PAGE_SIZE;
  return {
    favourites: matching.slice(start, start + FAVOURITES_PAGE_SIZE),
    total_pages: Math.ceil(matching.length / FAVOURITES_PAGE_SIZE),
    total: rows.length,
    limit: FAVOURITES_LIMIT,
  };
}

/** Saves a favourite; refuses past the limit. A per-player advisory lock makes the count race-free. */
export async function createFavourite(
  db: Db,
  playerId: string,
  input: FavouriteCreate,
  now: Temporal.Instant,
) {
  assertPlayable(input.coupon);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`favourites:${playerId}`}))`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(favourites)
      .where(eq(favourites.playerId, playerId));
    if (total >= FAVOURITES_LIMIT) throw unprocessable(FAVOURITE_CODES.limitReached, FAVOURITES_LIMIT_TEXT);
    const [created] = await tx
      .insert(favourites)
      .values({ playerId, name: input.name, coupon: input.coupon, lastUpdated: now.toString() })
      .returning();
    return created!;
  });
  return toFavourite(row, configsOnce(db, now));
}

/** Renames a favourite and/or replaces its numbers; 404 when it is not the player's. */
export async function updateFavourite(
  db: Db,
  playerId: string,
  id: number,
  input: FavouriteUpdate,
  now: Temporal.Instant,
) {
  if (input.coupon) assertPlayable(input.coupon);
  const [row] = await db
    .update(favourites)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.coupon === undefined ? {} : { coupon: input.coupon }),
      lastUpdated: now.toString(),
    })
    .where(and(eq(favourites.id, id), eq(favourites.playerId, playerId)))
    .returning();
  if (!row) throw notFound();
  return toFavourite(row, configsOnce(db, now));
}

/** Deletes a favourite; 404 when it is not the player's. */
export async function deleteFavourite(db: Db, playerId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.playerId, playerId)))
    .returning({ id: favourites.id });
  if (deleted.length === 0) throw notFound();
}
