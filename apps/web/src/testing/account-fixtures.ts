import type { Card, DepositLimits, Limits } from "@lotto/api";

/** `GET /user/limits` of the demo player: $50 a week set by the player, $30 of it left, nothing pending. */
export const SPEND_LIMITS: Limits = {
  online_remaining_spend_limit: 3000,
  online_player_set_maximum_spend_limit: 5000,
  online_system_set_maximum_spend_limit: 100_000,
  pending_player_set_maximum_spend_limit: null,
  pending_effective_at: null,
};

/** The demo player's default saved card. */
export const VISA: Card = {
  id: "c1",
  type: "Visa",
  formatted_number: "**** **** **** 1111",
  expiry: "12/30",
  default: true,
  expired: false,
};

/** An older saved card that has expired. */
export const EXPIRED_CARD: Card = {
  ...VISA,
  id: "c2",
  formatted_number: "**** **** **** 4444",
  default: false,
  expired: true,
};

/** Spend limits under the system maximum only (the player set none), with `remaining` cents left this week. */
export const systemSpendLimits = (remaining: number): Limits => ({
  ...SPEND_LIMITS,
  online_remaining_spend_limit: remaining,
  online_player_set_maximum_spend_limit: null,
});

/** `GET /user/deposit-limits`: $200 a week set by the player, $150 of it left, the system's maximums. */
export const DEPOSIT_LIMITS: DepositLimits = {
  limit: { period: "week", amount: 20_000 },
  pending: null,
  remaining_in_period: 15_000,
  remaining_today: 1_000_000,
  available_now: 15_000,
  system_maximum_deposit: 500_000,
  system_maximum_per_day: 1_000_000,
};

/** No deposit limit of the player's own: only the system's maximums ($5,000 a deposit, $10,000 a day). */
export const NO_DEPOSIT_LIMIT: DepositLimits = {
  ...DEPOSIT_LIMITS,
  limit: null,
  remaining_in_period: null,
  available_now: 500_000,
};
