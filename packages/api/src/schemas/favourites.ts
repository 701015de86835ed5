/** Schemas of the favourites calls (R-ENTITIES Favourite, R-STATES pages of 20; CRUD designed in docs/api.md). */
import { GAME_IDS, PRICE_BUCKETS } from "@lotto/core";
import * as v from "valibot";
import { addOnSchemaOf, GameDataGroupSchema, GameIdSchema, intSchemaOf } from "./coupon";
import { requestString } from "./text";

/** The most favourites a player may keep (the favourites-limit dialog of R-SCREENS). */
export const FAVOURITES_LIMIT = 50;

/** Error codes of the favourites calls. */
export const FAVOURITE_CODES = {
  /** A new favourite past {@link FAVOURITES_LIMIT}: the client opens the favourites-limit dialog. */
  limitReached: "FAVOURITES_LIMIT",
} as const;

/** A favourite's coupon (R-ENTITIES: game_id and game_data), with the add-on game it keeps, if any. */
export const FavouriteCouponSchema = v.object({
  game_id: GameIdSchema,
  game_data: v.pipe(v.array(GameDataGroupSchema), v.minLength(1), v.maxLength(50)),
  add_on: v.optional(addOnSchemaOf(GAME_IDS)),
});

/** A saved favourite; `price` null shows 'Available in-store' (R-ENTITIES). */
export const FavouriteSchema = v.object({
  favourite_id: v.number(),
  name: v.string(),
  price: v.nullable(v.number()),
  last_updated: v.string(),
  coupon: FavouriteCouponSchema,
});

const NameSchema = v.pipe(
  requestString(),
  v.trim(),
  v.minLength(1, "Name is required."),
  v.maxLength(40, "Name must be at most 40 characters."),
);

/** `POST /user/favourites` body. */
export const FavouriteCreateSchema = v.object({ name: NameSchema, coupon: FavouriteCouponSchema });

/** `PUT /user/favourites/{favouriteId}` body: rename and/or replace the numbers. */
export const FavouriteUpdateSchema = v.object({
  name: v.optional(NameSchema),
  coupon: v.optional(FavouriteCouponSchema),
});

/** Path params of one favourite. */
export const FavouriteParamsSchema = v.object({ favouriteId: intSchemaOf(1, 2_147_483_647, "favourite id") });

/** The favourites price filter values (the ranges are core's `priceFilterRange`). */
const PriceFilterSchema = v.picklist(
  PRICE_BUCKETS.map((bucket) => bucket.value),
  "price must be one of the price filter values.",
);

/**
 * `GET /user/favourites?page=&game_id=&price=` query: the filters apply on the server, across every page
 * (docs/decisions.md "Favourites filters").
 */
export const FavouritesQuerySchema = v.object({
  page: v.optional(intSchemaOf(1, 10_000, "page")),
  game_id: v.optional(GameIdSchema),
  price: v.optional(PriceFilterSchema),
});
export type FavouritesQuery = v.InferOutput<typeof FavouritesQuerySchema>;

/** `GET /user/favourites` answer: 20 a page, with the limit for the favourites-limit dialog. */
export const FavouritesPageSchema = v.object({
  favourites: v.array(FavouriteSchema),
  total_pages: v.number(),
  total: v.number(),
  limit: v.number(),
});

export type FavouriteCoupon = v.InferOutput<typeof FavouriteCouponSchema>;
export type Favourite = v.InferOutput<typeof FavouriteSchema>;
export type FavouriteCreate = v.InferOutput<typeof FavouriteCreateSchema>;
export type FavouriteUpdate = v.InferOutput<typeof FavouriteUpdateSchema>;
