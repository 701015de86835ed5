/**
 * Deposit limits (docs/decisions.md "Deposit limits"): the player's own limit per Perth day, week or
 * month, changed like the weekly spend limit (a change that is at least as strict applies at once,
 * anything looser, removing included, waits 7 days), under the system's maximum per deposit and per
 * Perth day. Deposits not failed count, pending ones too, so a deposit still at the gateway holds its
 * share. Figures are integer cents.
 */
import { Temporal } from "temporal-polyfill";
import type { Cents } from "../model/entities";
import { PERTH } from "../schedule/draw-calendar";
import { dollarsText } from "./dollars";
import { monthWindow, perthMonthOf, spendWeekOf } from "./wallet-periods";
import { LIMIT_RAISE_DELAY } from "./weekly-limit";

/** The periods a player's deposit limit counts over, shortest first. */
export const DEPOSIT_LIMIT_PERIODS = ["day", "week", "month"] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A player's deposit limit: at most `amount` cents deposited in each Perth `period`. */
export interface DepositLimit {
  period: DepositLimitPeriod;
  amount: Cents;
}

/** The player's deposit limit as stored: the one in force, and a looser one (null: none) waiting. */
export interface PlayerDepositLimit {
  limit: DepositLimit | null;
  pending: { limit: DepositLimit | null; effectiveAt: Temporal.Instant } | null;
}

/** The system's maximums, in cents (MAX_DEPOSIT_AMOUNT and MAX_DEPOSITS_PER_DAY on the server). */
export interface DepositCaps {
  perDeposit: Cents;
  perDay: Cents;
}

/** The system's maximums unless the operator sets others: $5,000 a deposit, $10,000 a Perth day. */
export const DEFAULT_DEPOSIT_CAPS: DepositCaps = { perDeposit: 500_000, perDay: 1_000_000 };

/** The instants `[start, end)` of the Perth day, spend week or month containing `now`. */
export function depositPeriodOf(
  period: DepositLimitPeriod,
  now: Temporal.Instant,
): { start: Temporal.Instant; end: Temporal.Instant } {
  if (period === "week") return spendWeekOf(now);
  if (period === "month") return monthWindow(perthMonthOf(now));
  const day = now.toZonedDateTimeISO(PERTH).startOfDay();
  return { start: day.toInstant(), end: day.add({ days: 1 }).toInstant() };
}

/** The stored limit at `now`: a pending change that is due counts as applied. */
export function effectiveDepositLimit(
  stored: PlayerDepositLimit | null | undefined,
  now: Temporal.Instant,
): PlayerDepositLimit {
  if (!stored) return { limit: null, pending: null };
  if (stored.pending && Temporal.Instant.compare(stored.pending.effectiveAt, now) <= 0) {
    return { limit: stored.pending.limit, pending: null };
  }
  return stored;
}

const PERIOD_RANK: Record<DepositLimitPeriod, number> = { day: 0, week: 1, month: 2 };

/**
 * True when `next` allows no more than `current` in every window: no limit is the loosest; a limit
 * is at least as strict when its amount is no higher over a period no shorter (a daily limit never
 * counts as stricter than a weekly one, as seven days of it may be more).
 */
export function isAtLeastAsStrict(next: DepositLimit | null, current: DepositLimit | null): boolean {
  if (current === null) return true;
  if (next === null) return false;
  return next.amount <= current.amount && PERIOD_RANK[next.period] >= PERIOD_RANK[current.period];
}

/**
 * The stored limit after the player asks for `next` (null: remove) at `now`, from the limit in force
 * (`effectiveDepositLimit`): at least as strict applies now and drops a pending change; looser waits
 * until `now` + 7 days, and the limit in force stays until then.
 */
export function depositLimitChange(
  current: PlayerDepositLimit,
  next: DepositLimit | null,
  now: Temporal.Instant,
): PlayerDepositLimit {
  if (isAtLeastAsStrict(next, current.limit)) return { limit: next, pending: null };
  return { limit: current.limit, pending: { limit: next, effectiveAt: now.add(LIMIT_RAISE_DELAY) } };
}

/** Deposits (not failed) so far in the Perth day and in the limit's period containing `now`. */
export interface DepositTotals {
  today: Cents;
  inPeriod: Cents;
}

/** What the player may deposit at `now`, and why. */
export interface DepositAllowance {
  /** The player's own limit in force (null: none). */
  limit: DepositLimit | null;
  /** Left of the system's daily maximum today. */
  leftToday: Cents;
  /** Left of the player's own limit in its period; null without a limit. */
  leftInPeriod: Cents | null;
  /** The largest deposit accepted now: the least of the three. */
  maximumNow: Cents;
}

/** What is left under each maximum at the totals given (never below zero). */
export function depositAllowance(
  limit: DepositLimit | null,
  totals: DepositTotals,
  caps: DepositCaps,
): DepositAllowance {
  const leftToday = Math.max(0, caps.perDay - totals.today);
  const leftInPeriod = limit ? Math.max(0, limit.amount - totals.inPeriod) : null;
  return {
    limit,
    leftToday,
    leftInPeriod,
    maximumNow: Math.min(caps.perDeposit, leftToday, leftInPeriod ?? leftToday),
  };
}

/** Which maximum refuses a deposit. */
export type DepositRefusal = "above_maximum" | "over_player_limit" | "over_daily_maximum";

/**
 * Which maximum `amount` breaks (checked per deposit, then the player's limit, then the system's day),
 * or null when it may be deposited now. `maximumNow` is at most each, so null means within all three.
 * @example depositRefusal(600000, { limit: null, leftToday: 1000000, leftInPeriod: null, maximumNow: 500000 }, DEFAULT_DEPOSIT_CAPS) // "above_maximum"
 */
export function depositRefusal(
  amount: Cents,
  allowance: DepositAllowance,
  caps: DepositCaps,
): DepositRefusal | null {
  if (amount > caps.perDeposit) return "above_maximum";
  if (allowance.leftInPeriod !== null && amount > allowance.leftInPeriod) return "over_player_limit";
  if (amount > allowance.leftToday) return "over_daily_maximum";
  return null;
}

const PERIOD_WORD: Record<DepositLimitPeriod, { each: string; current: string }> = {
  day: { each: "a day", current: "today" },
  week: { each: "a week", current: "this week" },
  month: { each: "a month", current: "this month" },
};

/**
 * A deposit limit as the account and the wallet say it.
 * @example depositLimitText({ period: "week", amount: 10000 }) // "$100.00 a week"
 */
export const depositLimitText = (limit: DepositLimit) =>
  `${dollarsText(limit.amount)} ${PERIOD_WORD[limit.period].each}`;

/** "today", "this week" or "this month": the window a limit's remaining amount is for. */
export const depositPeriodNow = (period: DepositLimitPeriod) => PERIOD_WORD[period].current;

/**
 * The sentence a refused deposit shows, worded like the minimum's and telling what is left.
 * @example depositRefusalText("above_maximum", allowance, DEFAULT_DEPOSIT_CAPS) // "The maximum deposit is $5,000.00."
 */
export function depositRefusalText(
  refusal: DepositRefusal,
  allowance: DepositAllowance,
  caps: DepositCaps,
): string {
  const { limit } = allowance;
  if (refusal === "above_maximum") return `The maximum deposit is ${dollarsText(caps.perDeposit)}.`;
  if (refusal === "over_player_limit" && limit) {
    const left = dollarsText(allowance.leftInPeriod ?? 0);
    return `Your deposit limit is ${depositLimitText(limit)}. You can deposit ${left} more ${depositPeriodNow(limit.period)}.`;
  }
  const perDay = dollarsText(caps.perDay);
  return `Deposits are limited to ${perDay} a day. You can deposit ${dollarsText(allowance.leftToday)} more today.`;
}
