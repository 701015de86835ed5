/**
 * Schemas of the coupon a ticket or favourite carries (R-ENTITIES Cart ticket, game_data).
 * Shapes only: the game rules (ranges, uniqueness, allowed systems) are lottery-core's `validateCoupon`.
 */
import {
  type Coupon as CoreCoupon,
  type GameDataGroup as CoreGameDataGroup,
  GAME_IDS,
  PLAY_DAYS,
} from "@lotto/core";
import * as v from "valibot";
import { requestString } from "./text";

/** Compile-time drift check: fails the typecheck when `T` is not assignable to core's `U`. */
export type Assignable<T extends U, U> = T;

const unknownGame = "Unknown game id.";

/** A game id among `ids`; accepts a numeric string so the same schema checks path and query params. */
export function gameIdSchemaOf<Id extends number>(ids: readonly Id[]) {
  return v.pipe(
    v.union(
      [v.number(), v.pipe(requestString(), v.regex(/^\d{1,6}$/, unknownGame), v.transform(Number))],
      unknownGame,
    ),
    v.picklist(ids, unknownGame),
  );
}

/** A game id of core's catalogue (R-GAMES). */
export const GameIdSchema = gameIdSchemaOf(GAME_IDS);

/** A one-day play's day: a day some game of core's catalogue sells one-day play for (R-CALLS `day`). */
export const PlayDaySchema = v.picklist(
  PLAY_DAYS,
  `day must be ${new Intl.ListFormat("en-GB", { type: "disjunction" }).format(PLAY_DAYS)}.`,
);

/** A whole number within bounds, from JSON or a query string (`?page=2`). */
export function intSchemaOf(min: number, max: number, label: string) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return v.pipe(
    v.union(
      [v.number(), v.pipe(requestString(), v.regex(/^-?\d{1,12}$/, message), v.transform(Number))],
      message,
    ),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const ball = v.pipe(v.number(), v.integer("Numbers must be whole numbers."), v.minValue(0), v.maxValue(99));

/** One group of numbers (a board) of a coupon (R-ENTITIES game_data). */
export const GameDataGroupSchema = v.object({
  group_name: v.pipe(requestString(), v.maxLength(40)),
  numbers: v.pipe(v.array(ball), v.minLength(1), v.maxLength(20)),
  powerball: v.nullable(ball),
  quickpick: v.picklist([0, 1]),
  stake: v.picklist([0, 1, 2]),
  type: v.picklist([1, 2, 4]),
});

/**
 * An add-on game riding on a coupon (R-ENTITIES addOnGame): its game and boards. Whether the carrying game
 * takes it, and its boards' rules, are lottery-core's `validateCoupon`.
 */
export function addOnSchemaOf<Id extends number>(ids: readonly Id[]) {
  return v.object({
    game_id: gameIdSchemaOf(ids),
    game_data: v.pipe(
      v.array(GameDataGroupSchema),
      v.minLength(1, "An add-on game needs at least one game."),
      v.maxLength(50),
    ),
  });
}

/** The coupon of a cart ticket (R-ENTITIES) for a game among `ids`. */
export function couponSchemaOf<Id extends number>(ids: readonly Id[]) {
  return v.object({
    game_id: gameIdSchemaOf(ids),
    advance_draw: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(70)),
    multi_draw: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(70)),
    system: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
    powerpik: v.boolean(),
    game_data: v.pipe(
      v.array(GameDataGroupSchema),
      v.minLength(1, "A coupon needs at least one board."),
      v.maxLength(50),
    ),
    add_on: v.optional(addOnSchemaOf(ids)),
  });
}

/** The coupon of a cart ticket (R-ENTITIES) for a game of core's catalogue. */
export const CouponSchema = couponSchemaOf(GAME_IDS);

/** A cart ticket (R-ENTITIES Cart ticket). */
export const CartTicketSchema = v.object({
  id: v.pipe(requestString(), v.maxLength(64)),
  draw_num: v.number(),
  draw_numbers: v.array(v.number()),
  added_draw_number: v.number(),
  cost: v.pipe(v.number(), v.integer(), v.minValue(0)),
  play_type: v.pipe(requestString(), v.maxLength(40)),
  coupon: CouponSchema,
});

export type GameDataGroup = v.InferOutput<typeof GameDataGroupSchema>;
export type Coupon = v.InferOutput<typeof CouponSchema>;
export type CartTicket = v.InferOutput<typeof CartTicketSchema>;

/** Drift checks against lottery-core's wire types. */
export type CouponChecks = [
  Assignable<GameDataGroup, CoreGameDataGroup>,
  Assignable<Coupon, CoreCoupon>,
  Assignable<CartTicket, import("@lotto/core").CartTicket>,
];
