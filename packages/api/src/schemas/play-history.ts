/** Schemas of `GET /user/play-history` and its marked entry details (R-ENTITIES Play history, R-CALLS). */
import { PLAY_HISTORY_STATUS } from "@lotto/core";
import * as v from "valibot";
import { couponSchema, gameIdSchema, intSchema } from "./coupon";
import { RequestDateSchema } from "./dates";
import { requestString } from "./text";

const statusCode = v.picklist(Object.values(PLAY_HISTORY_STATUS), "Unknown ticket status.");

/** Query of `GET /user/play-history` (R-CALLS). */
export const playHistoryQuerySchema = v.object({
  from_date: v.optional(RequestDateSchema),
  to_date: v.optional(RequestDateSchema),
  game_id: v.optional(gameIdSchema),
  page: v.optional(intSchema(1, 10_000, "page")),
  status: v.optional(v.pipe(intSchema(0, 1000, "status"), statusCode)),
});

/** One bought ticket in the history list; `cpnId` is the coupon id (R-ENTITIES). */
export const playHistoryEntrySchema = v.object({
  cpnId: v.string(),
  game_id: gameIdSchema,
  status: v.number(),
  cost: v.number(),
  prize: v.number(),
  purchase_date: v.string(),
  first_draw_num: v.number(),
  end_draw_num: v.number(),
  coupon: couponSchema,
});

/** `GET /user/play-history` answer. */
export const playHistoryPageSchema = v.object({
  results: v.array(playHistoryEntrySchema),
  total_pages: v.number(),
});

/** Path and query of `GET /user/play-history/marked/{coupon_id}`. */
export const markedParamsSchema = v.object({ coupon_id: v.pipe(requestString(), v.maxLength(64)) });
export const markedQuerySchema = v.object({
  first_draw_num: v.optional(intSchema(0, 1_000_000, "first_draw_num")),
  end_draw_num: v.optional(intSchema(0, 1_000_000, "end_draw_num")),
});

/** One board's outcome in one draw: the drawn numbers it matched, its division and prize. */
export const markedBoardSchema = v.object({
  group_name: v.string(),
  numbers: v.array(v.number()),
  matched: v.array(v.number()),
  division: v.nullable(v.number()),
  prize: v.number(),
});

/** One covered draw of an entry; numbers are empty until drawn. */
export const markedDrawSchema = v.object({
  draw_number: v.number(),
  draw_date: v.string(),
  status: v.number(),
  winning_numbers: v.array(v.number()),
  supplementary_numbers: v.array(v.number()),
  powerball: v.nullable(v.number()),
  prize: v.number(),
  boards: v.array(markedBoardSchema),
});

/** `GET /user/play-history/marked/{coupon_id}` answer (entry details). */
export const markedEntrySchema = v.object({
  cpnId: v.string(),
  game_id: gameIdSchema,
  status: v.number(),
  cost: v.number(),
  prize: v.number(),
  coupon: couponSchema,
  draws: v.array(markedDrawSchema),
});

export type PlayHistoryQuery = v.InferOutput<typeof playHistoryQuerySchema>;
export type PlayHistoryEntry = v.InferOutput<typeof playHistoryEntrySchema>;
export type PlayHistoryPage = v.InferOutput<typeof playHistoryPageSchema>;
export type MarkedEntry = v.InferOutput<typeof markedEntrySchema>;
