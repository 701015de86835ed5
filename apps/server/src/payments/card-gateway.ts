/**
 * The card gateway behind an adapter (docs/decisions.md#d8). The browser tokenises the card with the gateway
 * (`routes/sandbox-gateway-routes.ts` for the sandbox) and our API only ever receives the single-use token,
 * which it redeems for a reusable one (docs/security.md "Card data off our servers"). The sandbox
 * answers by test number, so every payment outcome of R-ERRORS can be produced offline.
 */
import { randomUUID } from "node:crypto";
import { PERTH } from "@lotto/core";
import type { Temporal } from "temporal-polyfill";
import { cardBrand, isLuhnValid } from "./luhn";

/** What a payment attempt can end as (R-ERRORS payment codes). */
export type PaymentOutcome = "approved" | "declined" | "service_unavailable" | "external_failure";

/** Test numbers with a fixed outcome; any other Luhn-valid number is approved. */
export const TEST_CARDS: Record<string, PaymentOutcome> = {
  "4111111111111111": "approved",
  "5555555555554444": "approved",
  "4000000000000002": "declined",
  "4000000000000119": "service_unavailable",
  "4000000000000259": "external_failure",
};

/**
 * What a refund can end as: `refunded`, or `not_refundable` when the reference was never approved or
 * the amount is more than what is left of its charge; the two service failures as for a charge.
 */
export type RefundOutcome = "refunded" | "not_refundable" | "service_unavailable" | "external_failure";

/** A card the gateway accepted for storage: only what may be kept. */
export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** The gateway interface a real provider implements. */
export interface CardGateway {
  /**
   * Redeems a single-use token the browser got from the gateway for the card's reusable token and
   * what may be kept of it; null when the token is unknown, expired or already used.
   */
  redeem(singleUseToken: string): Promise<TokenisedCard | null>;
  /**
   * Charges a tokenised card once per `reference` (our deposit id): a repeated reference answers the
   * first outcome and charges nothing, as real gateways' idempotency keys do.
   */
  charge(token: string, amount: number, reference: string): Promise<PaymentOutcome>;
  /** What the gateway recorded for a reference; null when it never received that charge. */
  chargeOutcome(reference: string): Promise<PaymentOutcome | null>;
  /**
   * Returns `amountCents` of the approved charge of `reference` to the payment method it came from.
   * Refunds of one charge never add up to more than it: a caller records its refund before calling, as
   * deposits are recorded before the charge, and a repeated call past the charged amount is refused.
   */
  refund(reference: string, amountCents: number): Promise<RefundOutcome>;
}

/**
 * The charges a sandbox received, by reference: the gateway's own record, kept apart from our
 * database (one per process, like the remote service it stands for), so a deposit whose database
 * write failed can be reconciled with it.
 */
export class SandboxChargeRecord {
  readonly #charges = new Map<string, { outcome: PaymentOutcome; amount: number; refunded: number }>();

  /** Records the outcome of a reference's first charge and returns the recorded one. */
  charge(reference: string, outcome: PaymentOutcome, amount: number): PaymentOutcome {
    const recorded = this.#charges.get(reference);
    if (recorded) return recorded.outcome;
    this.#charges.set(reference, { outcome, amount, refunded: 0 });
    return outcome;
  }

  outcome(reference: string): PaymentOutcome | null {
    return this.#charges.get(reference)?.outcome ?? null;
  }

  /** Refunds part of an approved charge, never more than is left of it. */
  refund(reference: string, amount: number): RefundOutcome {
    const charge = this.#charges.get(reference);
    if (charge?.outcome !== "approved" || !Number.isSafeInteger(amount) || amount <= 0)
      return "not_refundable";
    if (charge.refunded + amount > charge.amount) return "not_refundable";
    charge.refunded += amount;
    return "refunded";
  }

  /** How much of a reference's charge has been refunded (tests). */
  refunded(reference: string): number {
    return this.#charges.get(reference)?.refunded ?? 0;
  }

  /** Every reference charged so far (tests: no charge without a deposit record). */
  references(): string[] {
    return [...this.#charges.keys()];
  }
}

/** True when an MM/YY expiry is before the current Perth month. */
export function isExpired(expiry: string, now: Temporal.Instant): boolean {
  const [mm, yy] = expiry.split("/").map(Number);
  const today = now.toZonedDateTimeISO(PERTH);
  const year = 2000 + (yy ?? 0);
  return year < today.year || (year === today.year && (mm ?? 0) < today.month);
}

/** The sandbox card gateway's record of charges. */
export const sandboxCardCharges = new SandboxChargeRecord();

/** How long a single-use token may wait to be redeemed. */
const SINGLE_USE_MS = 15 * 60_000;

/** Single-use tokens handed to browsers, oldest first: what each stands for and when it was made. */
const singleUseTokens = new Map<string, { card: TokenisedCard; at: number }>();

/**
 * The sandbox gateway's tokenisation (its browser-facing call): checks the card and returns a
 * single-use token `tok_<uuid>` with what may be shown; null when the number fails the Luhn check.
 * Reusable tokens carry the test outcome: `sbx_<outcome>_<uuid>`.
 */
export function sandboxTokenise(card: { number: string; expiry: string }, at = Date.now()) {
  for (const [token, entry] of singleUseTokens) {
    if (at - entry.at < SINGLE_USE_MS) break;
    singleUseTokens.delete(token);
  }
  if (!isLuhnValid(card.number)) return null;
  const outcome = TEST_CARDS[card.number] ?? "approved";
  const shown = { brand: cardBrand(card.number), last4: card.number.slice(-4), expiry: card.expiry };
  const token = `tok_${randomUUID()}`;
  singleUseTokens.set(token, { card: { token: `sbx_${outcome}_${randomUUID()}`, ...shown }, at });
  return { token, ...shown };
}

/** The offline sandbox gateway. */
export const sandboxCardGateway: CardGateway = {
  async redeem(singleUseToken) {
    const entry = singleUseTokens.get(singleUseToken);
    singleUseTokens.delete(singleUseToken);
    return entry && Date.now() - entry.at < SINGLE_USE_MS ? entry.card : null;
  },
  async charge(token, amount, reference) {
    const outcome = /^sbx_(approved|declined|service_unavailable|external_failure)_/.exec(token)?.[1];
    return sandboxCardCharges.charge(
      reference,
      (outcome as PaymentOutcome | undefined) ?? "declined",
      amount,
    );
  },
  async chargeOutcome(reference) {
    return sandboxCardCharges.outcome(reference);
  },
  async refund(reference, amountCents) {
    return sandboxCardCharges.refund(reference, amountCents);
  },
};
