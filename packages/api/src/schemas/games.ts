/** Schemas of `GET /games` and `GET /games/{gameId}/purchase-config` (R-ENTITIES, R-CALLS). */
import type { PurchaseConfig as CorePurchaseConfig } from "@lotto/core";
import * as v from "valibot";
import { type Assignable, GameIdSchema, PlayDaySchema } from "./coupon";
import { GameResultSchema } from "./results";

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A quick-pick option on a home game card (R-ENTITIES slikpik_homepage_options). */
export const SlikpikOptionSchema = v.object({
  label: v.string(),
  price: cents,
  system: v.number(),
  boards: v.number(),
  stake: v.number(),
  type: v.number(),
  multidraw: v.number(),
  powerpik: v.boolean(),
});

/** One game of the games list (R-ENTITIES Games list entry). */
export const GameListEntrySchema = v.object({
  upcoming_draw: v.object({
    draw_number: v.number(),
    /** ISO instant of sales close. */
    sales_close: v.string(),
    jackpot: cents,
    jackpot_text: v.string(),
    /** SHA-256 hex commitment of the draw's secret seed (R-DRAW-ENGINE). */
    commitment: v.string(),
  }),
  title: v.string(),
  slikpik_homepage_options: v.array(SlikpikOptionSchema),
  upcoming_order: v.number(),
  results_order: v.number(),
  results: v.array(GameResultSchema),
});

/** `GET /games`: entries keyed by game id. */
export const GamesListSchema = v.record(v.string(), GameListEntrySchema);

/** Query of `GET /games/{gameId}/purchase-config` (R-CALLS: the optional day of one-day play). */
export const PurchaseConfigQuerySchema = v.object({ day: v.optional(PlayDaySchema) });

/** Path params of the game-scoped calls. */
export const GameParamsSchema = v.object({ gameId: GameIdSchema });

/** One priced option of a purchase config (R-ENTITIES pricing_information). */
export interface PricingOption {
  bit8_advance_id: number;
  label: string;
  price: number;
  draws: number[];
}

const isNumber = (value: unknown): value is number => typeof value === "number" && !Number.isNaN(value);

/**
 * The check of `{ bit8_advance_id: number, label: string, price: integer cents ≥ 0, draws: number[] }`,
 * written out: a purchase config holds over ten thousand of them, which valibot's object schema
 * checked (copying each) in ~20 ms on a fast machine, four times the JSON parse, on a phone's main thread.
 */
function isPricingOption(value: unknown): value is PricingOption {
  if (typeof value !== "object" || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    isNumber(o.bit8_advance_id) &&
    typeof o.label === "string" &&
    Number.isInteger(o.price) &&
    (o.price as number) >= 0 &&
    Array.isArray(o.draws) &&
    o.draws.every(isNumber)
  );
}

const PricingOptionSchema = v.custom<PricingOption>(
  isPricingOption,
  "A pricing option needs bit8_advance_id, label, price (whole cents) and draws.",
);

/** Purchase config (R-ENTITIES). */
export const PurchaseConfigSchema = v.object({
  game_variables: v.object({
    game_id: GameIdSchema,
    next_draw_number: v.number(),
    win_ball_max: v.number(),
    powerball_max: v.number(),
    day: v.nullable(v.string()),
  }),
  default_ticket: v.object({
    system: v.number(),
    boards: v.number(),
    weeks: v.number(),
    advance: v.number(),
  }),
  pricing_information: v.record(
    v.string(),
    v.record(v.string(), v.record(v.string(), v.array(PricingOptionSchema))),
  ),
});

export type SlikpikOption = v.InferOutput<typeof SlikpikOptionSchema>;
export type GameListEntry = v.InferOutput<typeof GameListEntrySchema>;
export type GamesList = v.InferOutput<typeof GamesListSchema>;
export type PurchaseConfig = v.InferOutput<typeof PurchaseConfigSchema>;

/** Drift check against lottery-core's wire type. */
export type GamesChecks = [Assignable<PurchaseConfig, CorePurchaseConfig>];
