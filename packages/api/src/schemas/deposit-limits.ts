import { DEPOSIT_LIMIT_PERIODS } from "@lotto/core";
import * as v from "valibot";
import { CentsSchema } from "./common";

/** A deposit limit: at most `amount` cents in each Perth day, spend week or month. */
export const DepositLimitSchema = v.object({
  period: v.picklist(DEPOSIT_LIMIT_PERIODS, "Choose a day, a week or a month."),
  amount: CentsSchema,
});

/**
 * `GET /user/deposit-limits` (docs/decisions.md "Deposit limits"): the player's limit, a looser change
 * waiting 7 days (`limit` null: the limit is removed then), what is left of each maximum and the
 * largest deposit accepted now.
 */
export const DepositLimitsSchema = v.object({
  limit: v.nullable(DepositLimitSchema),
  pending: v.nullable(
    v.object({
      limit: v.nullable(DepositLimitSchema),
      /** ISO instant when the change applies. */
      effective_at: v.string(),
    }),
  ),
  /** Left of the player's limit in its current period; null without a limit. */
  remaining_in_period: v.nullable(CentsSchema),
  /** Left of the system's daily maximum today (Perth). */
  remaining_today: CentsSchema,
  /** The largest deposit accepted now: the least of the maximums. */
  available_now: CentsSchema,
  system_maximum_deposit: CentsSchema,
  system_maximum_per_day: CentsSchema,
});
export type DepositLimits = v.InferOutput<typeof DepositLimitsSchema>;

/** `POST /user/deposit-limits`: the new limit, or null to remove it (a removal waits 7 days). */
export const SetDepositLimitBodySchema = v.object({
  limit: v.nullable(
    v.object({
      period: DepositLimitSchema.entries.period,
      // 0 is a real limit (no deposits); the cap keeps any figure within a ledger's range.
      amount: v.pipe(CentsSchema, v.maxValue(100_000_000, "Amount is too large.")),
    }),
  ),
});
