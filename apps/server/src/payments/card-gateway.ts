/**
 * The card gateway behind an adapter (DECISIONS 8). The sandbox keeps nothing but an opaque token
 * and answers by test number, so every payment outcome of spec §8 can be produced offline.
 */
import { randomUUID } from "node:crypto";
import type { Temporal } from "temporal-polyfill";
import { PERTH } from "../wallet/perth-week";
import { cardBrand, isLuhnValid } from "./luhn";

/** What a payment attempt can end as (spec §8 payment codes). */
export type PaymentOutcome = "approved" | "declined" | "service_unavailable" | "external_failure";

/** Test numbers with a fixed outcome; any other Luhn-valid number is approved. */
export const TEST_CARDS: Record<string, PaymentOutcome> = {
  "4111111111111111": "approved",
  "5555555555554444": "approved",
  "4000000000000002": "declined",
  "4000000000000119": "service_unavailable",
  "4000000000000259": "external_failure",
};

/** A card the gateway accepted for storage: only what may be kept. */
export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** The gateway interface a real provider implements. */
export interface CardGateway {
  /** Checks and tokenises a card; null when the number fails the Luhn check. */
  tokenise(card: { number: string; expiry: string; cvv: string }): Promise<TokenisedCard | null>;
  /** Charges a tokenised card. */
  charge(token: string, amount: number): Promise<PaymentOutcome>;
}

/** True when an MM/YY expiry is before the current Perth month. */
export function isExpired(expiry: string, now: Temporal.Instant): boolean {
  const [mm, yy] = expiry.split("/").map(Number);
  const today = now.toZonedDateTimeISO(PERTH);
  const year = 2000 + (yy ?? 0);
  return year < today.year || (year === today.year && (mm ?? 0) < today.month);
}

/** The offline sandbox gateway. Tokens carry the test outcome: `sbx_<outcome>_<uuid>`. */
export const sandboxCardGateway: CardGateway = {
  async tokenise(card) {
    if (!isLuhnValid(card.number)) return null;
    const outcome = TEST_CARDS[card.number] ?? "approved";
    return {
      token: `sbx_${outcome}_${randomUUID()}`,
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      expiry: card.expiry,
    };
  },
  async charge(token) {
    const outcome = /^sbx_(approved|declined|service_unavailable|external_failure)_/.exec(token)?.[1];
    return (outcome as PaymentOutcome | undefined) ?? "declined";
  },
};
