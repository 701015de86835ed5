import { type DepositRefusal, ERROR_CODE } from "@lotto/core";
import * as v from "valibot";
import { CardTokenRefSchema } from "./card-gateway";
import { AmountSchema, CentsSchema, textSchemaOf } from "./common";
import { SELF_EXCLUDED_CODE } from "./user";

/**
 * `POST /user/deposits/card`: a saved card by id, or a new card as the card gateway's single-use token
 * (saved when `save_card`); card numbers never reach our API.
 */
export const CardDepositBodySchema = v.union(
  [
    v.object({ amount: AmountSchema, card_id: textSchemaOf("Card", 64) }),
    v.object({ amount: AmountSchema, card_token: CardTokenRefSchema, save_card: v.optional(v.boolean()) }),
  ],
  "Choose a saved card or enter a card.",
);

/** `POST /user/deposits/paypal`: the nonce from the PayPal sandbox or SDK. */
export const PaypalDepositBodySchema = v.object({
  amount: AmountSchema,
  nonce: textSchemaOf("PayPal nonce", 200),
});

/** A completed deposit and the balance after it. */
export const DepositResponseSchema = v.object({
  deposit_id: v.string(),
  amount: CentsSchema,
  current_balance: CentsSchema,
});
export type DepositResponse = v.InferOutput<typeof DepositResponseSchema>;

/**
 * `GET /user/paypal/client-token` (R-CALLS): the token the browser's payment library starts with, for
 * PayPal and, with Braintree (`payment_gateway` of `GET /config`), for the card's Hosted Fields too.
 */
export const PaypalClientTokenSchema = v.object({ client_token: v.string() });

/** Payment failure codes; R-ERRORS gives service-unavailable and external-failure their own texts. */
export const PAYMENT_CODES = {
  declined: "PAYMENT_DECLINED",
  serviceUnavailable: ERROR_CODE.serviceUnavailable,
  externalFailure: ERROR_CODE.externalFailure,
  belowMinimum: "DEPOSIT_BELOW_MINIMUM",
  selfExcluded: SELF_EXCLUDED_CODE,
} as const;

/** The code of each deposit maximum's refusal (core's `depositRefusal`; 422 like the minimum's). */
export const DEPOSIT_REFUSAL_CODES: Record<DepositRefusal, string> = {
  above_maximum: "DEPOSIT_ABOVE_MAXIMUM",
  over_player_limit: "DEPOSIT_LIMIT_REACHED",
  over_daily_maximum: "DEPOSIT_DAILY_MAXIMUM",
};
