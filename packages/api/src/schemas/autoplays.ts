/**
 * Schemas of the autoplay calls (docs/api.md "Autoplay", docs/decisions.md "Autoplay"): an entry the
 * server buys for the player every draw, or only when the draw's jackpot reaches a threshold, until
 * cancelled or for a number of draws.
 */
import { AUTOPLAY_ERROR_TEXT, AUTOPLAY_MAX_DRAWS, AUTOPLAY_THRESHOLD_RANGE } from "@lotto/core";
import * as v from "valibot";
import { CentsSchema } from "./common";
import { CouponSchema, intSchemaOf, PlayDaySchema } from "./coupon";

/** Error codes of the autoplay calls. */
export const AUTOPLAY_CODES = {
  /** A new autoplay past core's `AUTOPLAYS_LIMIT` not cancelled. */
  limitReached: "AUTOPLAYS_LIMIT",
  /** An edit, pause or resume of a cancelled autoplay. */
  cancelled: "AUTOPLAY_CANCELLED",
  /** A jackpot trigger on a game without a jackpot. */
  noJackpot: "AUTOPLAY_NO_JACKPOT",
} as const;

const thresholdMessage = "Choose a jackpot from $1 million to $1,000 million.";

/** When an autoplay buys: every draw, or only when the draw's Division 1 jackpot is at least `threshold` cents. */
export const AutoplayTriggerSchema = v.variant("kind", [
  v.object({ kind: v.literal("every-draw") }),
  v.object({
    kind: v.literal("jackpot-at-least"),
    threshold: v.pipe(
      v.number(thresholdMessage),
      v.safeInteger(thresholdMessage),
      v.minValue(AUTOPLAY_THRESHOLD_RANGE.min, thresholdMessage),
      v.maxValue(AUTOPLAY_THRESHOLD_RANGE.max, thresholdMessage),
    ),
  }),
]);

/**
 * An autoplay's coupon: the purchase contract's, for one draw at a time (1 draw, no advance) and without
 * an add-on game (docs/decisions.md "Autoplay").
 */
export const AutoplayCouponSchema = v.pipe(
  CouponSchema,
  v.check((c) => c.multi_draw === 1 && c.advance_draw === 0, AUTOPLAY_ERROR_TEXT.oneDrawAtATime),
  v.check((c) => c.add_on === undefined, AUTOPLAY_ERROR_TEXT.noAddOn),
);

/** How many draws it plays: a number of draws, or null until cancelled. */
const DrawsSchema = v.nullable(intSchemaOf(1, AUTOPLAY_MAX_DRAWS, "draws"));

/** `POST /user/autoplays` body: the entry (as a purchase's ticket has it), when it buys and for how long. */
export const AutoplayCreateSchema = v.object({
  coupon: AutoplayCouponSchema,
  /** One-day play (the purchase config's `day`): it buys only that weekday's draws. */
  day: v.optional(v.nullable(PlayDaySchema)),
  trigger: AutoplayTriggerSchema,
  draws: DrawsSchema,
});

/**
 * `PUT /user/autoplays/{autoplayId}` body: any of the entry (same game), its day, trigger or number of
 * draws (counted from now); applies from the next draw not yet bought.
 */
export const AutoplayUpdateSchema = v.object({
  coupon: v.optional(AutoplayCouponSchema),
  day: v.optional(v.nullable(PlayDaySchema)),
  trigger: v.optional(AutoplayTriggerSchema),
  draws: v.optional(DrawsSchema),
});

/** Path params of one autoplay. */
export const AutoplayParamsSchema = v.object({ autoplayId: intSchemaOf(1, 2_147_483_647, "autoplay id") });

/** Why an autoplay skipped a draw (core's `AutoplaySkipReason`; its words are `AUTOPLAY_SKIP_TEXT`). */
export const AutoplaySkipReasonSchema = v.picklist(["sales-closed", "limit", "funds", "account", "entry"]);

/** One draw an autoplay decided: bought (its ticket and cost) or skipped (why). */
export const AutoplayRunSchema = v.object({
  draw_number: v.number(),
  outcome: v.picklist(["bought", "skipped"]),
  /** The ticket bought (opens `/tickets?ticket=`); null when skipped. */
  ticket_id: v.nullable(v.string()),
  cost: v.nullable(CentsSchema),
  reason: v.nullable(AutoplaySkipReasonSchema),
  /** The skip's sentence (core's `AUTOPLAY_SKIP_TEXT`); null when bought. */
  message: v.nullable(v.string()),
  at: v.string(),
});

/** The draw an autoplay will decide next: the game's next draw on sale (of its day, for one-day play). */
export const AutoplayNextDrawSchema = v.object({
  draw_number: v.number(),
  draw_time: v.string(),
  sales_close: v.string(),
  /** The draw's Division 1 jackpot in cents; null for a game without one. */
  jackpot: v.nullable(CentsSchema),
  /** Whether this autoplay has already bought or skipped it. */
  decided: v.boolean(),
});

/** The statuses of an autoplay; `finished` once it has played its number of draws. */
export const AUTOPLAY_STATUSES = ["active", "paused", "cancelled", "finished"] as const;

/** One autoplay of the player. */
export const AutoplaySchema = v.object({
  id: v.number(),
  game_id: v.number(),
  coupon: CouponSchema,
  day: v.nullable(PlayDaySchema),
  trigger: AutoplayTriggerSchema,
  status: v.picklist(AUTOPLAY_STATUSES),
  /** Why it is paused: by the player, or by the shop when the player self-excluded. Null unless paused. */
  paused_by: v.nullable(v.picklist(["player", "self-exclusion"])),
  /** The draws it was set up for, and how many are left; both null until cancelled. */
  draws: v.nullable(v.number()),
  draws_left: v.nullable(v.number()),
  /** The entry's price for one draw now, in cents; null while the game has no draw on sale. */
  cost: v.nullable(CentsSchema),
  /** The most it may spend in a week (core's `autoplayWeeklyMaximum`); null while unpriced. */
  weekly_maximum: v.nullable(CentsSchema),
  next_draw: v.nullable(AutoplayNextDrawSchema),
  last_purchase: v.nullable(AutoplayRunSchema),
  /** Every draw it bought or skipped, newest first (the latest 50). */
  history: v.array(AutoplayRunSchema),
  created_at: v.string(),
  updated_at: v.string(),
});

/** `GET /user/autoplays`: every autoplay of the player, newest first, with the limits of the page. */
export const AutoplayListSchema = v.object({
  autoplays: v.array(AutoplaySchema),
  /** The sum of `weekly_maximum` over the active autoplays. */
  weekly_maximum: CentsSchema,
  /** How many autoplays (not cancelled) a player may keep. */
  limit: v.number(),
});

export type AutoplayTriggerInput = v.InferOutput<typeof AutoplayTriggerSchema>;
export type AutoplayCreate = v.InferOutput<typeof AutoplayCreateSchema>;
export type AutoplayUpdate = v.InferOutput<typeof AutoplayUpdateSchema>;
export type AutoplayRun = v.InferOutput<typeof AutoplayRunSchema>;
export type Autoplay = v.InferOutput<typeof AutoplaySchema>;
export type AutoplayList = v.InferOutput<typeof AutoplayListSchema>;
