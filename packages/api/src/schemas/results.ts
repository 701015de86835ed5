/** Schemas of draw results (R-ENTITIES Result; docs/decisions.md#d3 `GET /results`). */
import * as v from "valibot";
import { GameIdSchema, intSchemaOf } from "./coupon";
import { RequestDateSchema } from "./dates";

/** One division's dividend: prize each, number of winners, and winners in WA (R-ENTITIES divisions). */
export const DividendSchema = v.object({ each: v.number(), winners: v.number(), wa: v.number() });

/**
 * A drawn result with its dividends (R-ENTITIES Result), as the games list carries it: home shows the
 * numbers and the dividends dialog, never the proof, so the list does not ship it (docs/decisions.md#d3).
 */
export const GameResultSchema = v.object({
  game: GameIdSchema,
  draw_num: v.number(),
  /** ISO instant of the draw. */
  draw_date: v.string(),
  winning_numbers: v.array(v.number()),
  supplementary_numbers: v.array(v.number()),
  powerball: v.nullable(v.number()),
  /** Division number → dividend; empty until the draw is settled. */
  divisions: v.record(v.string(), DividendSchema),
  /** Division number → the winning combination it needs, e.g. "5 winning + 1 supplementary". */
  division_matrix: v.record(v.string(), v.string()),
});

/** A drawn result with its verifiable-draw proof (R-DRAW-ENGINE), as `GET /results` gives it. */
export const ResultSchema = v.object({
  ...GameResultSchema.entries,
  /** SHA-256 hex of `seed`, published when the draw opened. */
  commitment: v.string(),
  /** The revealed seed (hex) the numbers derive from. */
  seed: v.string(),
});

/** Query of `GET /results`. */
export const ResultsQuerySchema = v.object({
  game_id: GameIdSchema,
  page: v.optional(intSchemaOf(1, 10_000, "page")),
  /** Only draws held on or before this Perth date, YYYY-MM-DD (the Results page's date filter). */
  to_date: v.optional(RequestDateSchema),
});

/** `GET /results`: newest first, 20 a page. */
export const ResultsPageSchema = v.object({ results: v.array(ResultSchema), total_pages: v.number() });

export type Dividend = v.InferOutput<typeof DividendSchema>;
export type GameResult = v.InferOutput<typeof GameResultSchema>;
export type Result = v.InferOutput<typeof ResultSchema>;
export type ResultsPage = v.InferOutput<typeof ResultsPageSchema>;
