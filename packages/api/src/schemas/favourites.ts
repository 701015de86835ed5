/** Schemas of the favourites calls (R-ENTITIES Favourite, R-STATES pages of 20; CRUD designed in docs/api.md). */
import { PRICE_BUCKETS } from "@lotto/core";
import * as v from "valibot";
import { gameDataGroupSchema, gameIdSchema, intSchema } from "./coupon";
import { requestString } from "./text";

/** The most favourites a player may keep (the favourites-limit dialog of R-SCREENS). */
export const FAVOURITES_LIMIT = 50;

/** Error codes of the favourites calls. */
export const FAVOURITE_CODES = {
  /** A new favourite past {@link FAVOURITES_LIMIT}: the client opens the favourites-limit dialog. */
  limitReached: "FAVOURITES_LIMIT",
} as const;

/** A favourite's coupon (R-ENTITIES: game_id and game_data). */
export const favouriteCouponSchema = v.object({
  game_id: gameIdSchema,
  game_data: v.pipe(v.array(gameDataGroupSchema), v.minLength(1), v.maxLength(50)),
});

/** A saved favourite; `price` null shows 'Available in-store' (R-ENTITIES). */
export const favouriteSchema = v.object({
  favourite_id: v.number(),
  name: v.string(),
  price: v.nullable(v.number()),
  last_updated: v.string(),
  coupon: favouriteCouponSchema,
});

const nameSchema = v.pipe(
  requestString(),
  v.trim(),
  v.minLength(1, "Name is required."),
  v.maxLength(40, "Name must be at most 40 characters."),
);

/** `POST /user/favourites` body. */
export const favouriteCreateSchema = v.object({ name: nameSchema, coupon: favouriteCouponSchema });

/** `PUT /user/favourites/{favouriteId}` body: rename and/or replace the numbers. */
export const favouriteUpdateSchema = v.object({
  name: v.optional(nameSchema),
  coupon: v.optional(favouriteCouponSchema),
});

/** Path params of one favourite. */
export const favouriteParamsSchema = v.object({ favouriteId: intSchema(1, 2_147_483_647, "favourite id") });

/** The favourites price filter values (the ranges are core's `priceFilterRange`). */
const priceFilterSchema = v.picklist(
  PRICE_BUCKETS.map((bucket) => bucket.value),
  "price must be one of the price filter values.",
);

/**
 * `GET /user/favourites?page=&game_id=&price=` query: the filters apply on the server, across every page
 * (docs/decisions.md "Favourites filters").
 */
export const favouritesQuerySchema = v.object({
  page: v.optional(intSchema(1, 10_000, "page")),
  game_id: v.optional(gameIdSchema),
  price: v.optional(priceFilterSchema),
});
export type FavouritesQuery = v.InferOutput<typeof favouritesQuerySchema>;

/** `GET /user/favourites` answer: 20 a page, with the limit for the favourites-limit dialog. */
export const favouritesPageSchema = v.object({
  favourites: v.array(favouriteSchema),
  total_pages: v.number(),
  total: v.number(),
  limit: v.number(),
});

export type FavouriteCoupon = v.InferOutput<typeof favouriteCouponSchema>;
export type Favourite = v.InferOutput<typeof favouriteSchema>;
export type FavouriteCreate = v.InferOutput<typeof favouriteCreateSchema>;
export type FavouriteUpdate = v.InferOutput<typeof favouriteUpdateSchema>;
export type FavouritesPage = v.InferOutput<typeof favouritesPageSchema>;
