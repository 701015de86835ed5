/** Schemas of `GET /user/play-history` and its marked entry details (R-ENTITIES Play history, R-CALLS). */
import { PLAY_HISTORY_STATUS } from "@lotto/core";
import * as v from "valibot";
import { CouponSchema, GameIdSchema, intSchemaOf } from "./coupon";
import { RequestDateSchema } from "./dates";
import { requestString } from "./text";

const statusCode = v.picklist(Object.values(PLAY_HISTORY_STATUS), "Unknown ticket status.");

/** Query of `GET /user/play-history` (R-CALLS). */
export const PlayHistoryQuerySchema = v.object({
  from_date: v.optional(RequestDateSchema),
  to_date: v.optional(RequestDateSchema),
  game_id: v.optional(GameIdSchema),
  page: v.optional(intSchemaOf(1, 10_000, "page")),
  status: v.optional(v.pipe(intSchemaOf(0, 1000, "status"), statusCode)),
});

/** The add-on game riding on a ticket of the list (R-ENTITIES addOnGame): its own ticket, status and prize. */
export const AddOnSummarySchema = v.object({
  cpnId: v.string(),
  game_id: GameIdSchema,
  status: v.number(),
  cost: v.number(),
  prize: v.number(),
});

/**
 * One bought ticket in the history list; `cpnId` is the coupon id (R-ENTITIES). `cost` is what the player
 * paid for it, its add-on game included; `prize` is its own game's.
 */
export const PlayHistoryEntrySchema = v.object({
  cpnId: v.string(),
  game_id: GameIdSchema,
  status: v.number(),
  cost: v.number(),
  prize: v.number(),
  purchase_date: v.string(),
  first_draw_num: v.number(),
  end_draw_num: v.number(),
  coupon: CouponSchema,
  add_on: v.optional(AddOnSummarySchema),
});

/** `GET /user/play-history` answer. */
export const PlayHistoryPageSchema = v.object({
  results: v.array(PlayHistoryEntrySchema),
  total_pages: v.number(),
});

/** Path and query of `GET /user/play-history/marked/{coupon_id}`. */
export const MarkedParamsSchema = v.object({ coupon_id: v.pipe(requestString(), v.maxLength(64)) });
export const MarkedQuerySchema = v.object({
  first_draw_num: v.optional(intSchemaOf(0, 1_000_000, "first_draw_num")),
  end_draw_num: v.optional(intSchemaOf(0, 1_000_000, "end_draw_num")),
});

/**
 * One board's outcome in one draw: the drawn numbers it matched, its division and prize. `powerball` is
 * the player's own on this board: 0 for Powerpik (every Powerball), null in a game without one.
 */
export const MarkedBoardSchema = v.object({
  group_name: v.string(),
  numbers: v.array(v.number()),
  powerball: v.nullable(v.number()),
  matched: v.array(v.number()),
  division: v.nullable(v.number()),
  prize: v.number(),
});

/** One covered draw of an entry; numbers are empty until drawn. */
export const MarkedDrawSchema = v.object({
  draw_number: v.number(),
  draw_date: v.string(),
  status: v.number(),
  winning_numbers: v.array(v.number()),
  supplementary_numbers: v.array(v.number()),
  powerball: v.nullable(v.number()),
  prize: v.number(),
  boards: v.array(MarkedBoardSchema),
});

const markedEntryFields = {
  cpnId: v.string(),
  game_id: GameIdSchema,
  status: v.number(),
  cost: v.number(),
  prize: v.number(),
  coupon: CouponSchema,
  draws: v.array(MarkedDrawSchema),
};

/**
 * `GET /user/play-history/marked/{coupon_id}` answer (entry details); `add_on` is the details of the add-on
 * game riding on it, over all of its draws.
 */
export const MarkedEntrySchema = v.object({
  ...markedEntryFields,
  add_on: v.optional(v.object(markedEntryFields)),
});

export type PlayHistoryQuery = v.InferOutput<typeof PlayHistoryQuerySchema>;
export type PlayHistoryEntry = v.InferOutput<typeof PlayHistoryEntrySchema>;
export type PlayHistoryPage = v.InferOutput<typeof PlayHistoryPageSchema>;
export type MarkedEntry = v.InferOutput<typeof MarkedEntrySchema>;
export type AddOnSummary = v.InferOutput<typeof AddOnSummarySchema>;
