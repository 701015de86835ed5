/**
 * The weekly spend limit (R-ENTITIES User limits, R-LIMITS; R-SERVER Limits): the player's own maximum
 * takes precedence over the system's; lowering it applies at once, a raise waits 7 days; what the
 * player may still spend is the maximum less the week's net spend (purchases less refunds), never
 * below zero. The week is `spendWeekOf` (wallet-periods.ts); the figures are integer cents.
 */
import { Temporal } from "temporal-polyfill";
import type { Cents } from "../model/entities";

/** The system's weekly maximum for online play, in cents ($1,000). */
export const SYSTEM_WEEKLY_SPEND_LIMIT: Cents = 100_000;

/** How long a raise of the player's own maximum waits (responsible-gambling practice). */
export const LIMIT_RAISE_DELAY = Temporal.Duration.from({ hours: 7 * 24 });

/** The player's own maximum as stored: null when never set; a raise waits as pending until its instant. */
export interface PlayerLimit {
  playerMax: Cents | null;
  pendingMax: Cents | null;
  pendingEffectiveAt: Temporal.Instant | null;
}

/** The limit state as `GET /user/limits` reports it: the player's limit at `now`, the week's spend, what is left. */
export interface WeeklyLimitState extends PlayerLimit {
  weekSpend: Cents;
  remaining: Cents;
}

/**
 * The player's own maximum at `now`: a pending raise that is due counts as applied; no stored row is no
 * maximum of their own.
 */
export function effectivePlayerLimit(
  stored: PlayerLimit | null | undefined,
  now: Temporal.Instant,
): PlayerLimit {
  if (!stored) return { playerMax: null, pendingMax: null, pendingEffectiveAt: null };
  const due =
    stored.pendingEffectiveAt !== null && Temporal.Instant.compare(stored.pendingEffectiveAt, now) <= 0;
  if (due) return { playerMax: stored.pendingMax, pendingMax: null, pendingEffectiveAt: null };
  return {
    playerMax: stored.playerMax,
    pendingMax: stored.pendingMax,
    pendingEffectiveAt: stored.pendingEffectiveAt,
  };
}

/**
 * The weekly maximum in force: the player's own when they set one (0 is a real limit), else the
 * system's (the precedence `maximumSpendLimit` applies to the API's figures).
 * @example weeklyMaximum(null) // 100000
 */
export function weeklyMaximum(playerMax: Cents | null): Cents {
  return playerMax ?? SYSTEM_WEEKLY_SPEND_LIMIT;
}

/**
 * The spend a week's net of purchase debits (negative) and refunds (positive) counts: never below zero.
 * @example spentOfNet(-3000) // 3000
 * @example spentOfNet(500) // 0
 */
export function spentOfNet(net: Cents): Cents {
  return Math.max(0, -net);
}

/**
 * What the player may still spend this week: the maximum less the week's spend, never below zero.
 * @example remainingWeeklyLimit(10000, 2500) // 7500
 */
export function remainingWeeklyLimit(maximum: Cents, spent: Cents): Cents {
  return Math.max(0, maximum - spent);
}

/** The limit state at `now` from the stored limit (none: the system maximum) and the week's net spend. */
export function weeklyLimitState(
  stored: PlayerLimit | null | undefined,
  weekNet: Cents,
  now: Temporal.Instant,
): WeeklyLimitState {
  const limit = effectivePlayerLimit(stored, now);
  const weekSpend = spentOfNet(weekNet);
  return { ...limit, weekSpend, remaining: remainingWeeklyLimit(weeklyMaximum(limit.playerMax), weekSpend) };
}

/**
 * The stored limit after the player asks for `amount` at `now`, from their limit in force (see
 * `effectivePlayerLimit`): at or below the current maximum it applies now and drops a pending raise;
 * above it, it becomes a raise pending until `now` + 7 days and the current maximum stays.
 */
export function playerLimitChange(current: PlayerLimit, amount: Cents, now: Temporal.Instant): PlayerLimit {
  if (amount <= weeklyMaximum(current.playerMax)) {
    return { playerMax: amount, pendingMax: null, pendingEffectiveAt: null };
  }
  return { playerMax: current.playerMax, pendingMax: amount, pendingEffectiveAt: now.add(LIMIT_RAISE_DELAY) };
}
