import * as v from "valibot";
import { CardTokenRefSchema } from "./card-gateway";
import { AmountSchema, CentsSchema } from "./common";

/**
 * `GET /user/balances` (R-ENTITIES Balance): of the balance, the winnings are withdrawable and the rest
 * is deposited money, kept for play (docs/decisions.md "Closed-loop wallet").
 */
export const BalanceSchema = v.object({
  current_balance: CentsSchema,
  withdrawable_winnings: CentsSchema,
  deposited_balance: CentsSchema,
});
export type Balance = v.InferOutput<typeof BalanceSchema>;

/**
 * `GET /user/limits` (R-ENTITIES User limits): the player's own maximum takes precedence over the
 * system's; a raise waits 7 days and shows as pending until then.
 */
export const LimitsSchema = v.object({
  online_remaining_spend_limit: CentsSchema,
  online_player_set_maximum_spend_limit: v.nullable(CentsSchema),
  online_system_set_maximum_spend_limit: CentsSchema,
  pending_player_set_maximum_spend_limit: v.nullable(CentsSchema),
  /** ISO instant when the pending raise applies. */
  pending_effective_at: v.nullable(v.string()),
});
export type Limits = v.InferOutput<typeof LimitsSchema>;

/** `POST /user/limits`: the new weekly maximum in cents. */
export const SetLimitBodySchema = v.object({ amount: AmountSchema });

/** A saved card: only brand, last four and expiry are kept (R-ENTITIES Card). */
export const CardSchema = v.object({
  id: v.string(),
  type: v.string(),
  formatted_number: v.string(),
  /** MM/YY */
  expiry: v.string(),
  default: v.boolean(),
  expired: v.boolean(),
});
export type Card = v.InferOutput<typeof CardSchema>;

/** `GET /user/cards`. */
export const CardsSchema = v.array(CardSchema);

/**
 * `POST /user/cards`: saves the card behind a single-use token from the card gateway (the browser
 * tokenises; card numbers never reach our API, docs/security.md); `default` follows the flag (R-VALIDATION).
 */
export const AddCardBodySchema = v.object({
  card_token: CardTokenRefSchema,
  default: v.optional(v.boolean()),
});

/** `GET /user/payment-details` (R-ENTITIES Payment details) with bank transfer details. */
export const PaymentDetailsSchema = v.object({
  biller_code: v.string(),
  reference: v.string(),
  paypal_email: v.nullable(v.string()),
  bank_transfer: v.object({
    account_name: v.string(),
    bsb: v.string(),
    account_number: v.string(),
    reference: v.string(),
  }),
});
export type PaymentDetails = v.InferOutput<typeof PaymentDetailsSchema>;
