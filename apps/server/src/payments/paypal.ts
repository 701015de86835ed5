/**
 * PayPal behind an adapter (docs/decisions.md#d8). The sandbox hands out a client token and accepts the
 * Braintree-style test nonces, so the PayPal deposit path runs offline.
 */
import { randomBytes } from "node:crypto";
import { type PaymentOutcome, type RefundOutcome, SandboxChargeRecord } from "./card-gateway";

/** The PayPal interface a real provider implements. */
export interface Paypal {
  clientToken(playerId: string): Promise<string>;
  /** Charges once per `reference` (our deposit id); a repeated reference answers the first outcome. */
  charge(nonce: string, amount: number, reference: string): Promise<PaymentOutcome>;
  /** What PayPal recorded for a reference; null when it never received that charge. */
  chargeOutcome(reference: string): Promise<PaymentOutcome | null>;
  /** Returns part of an approved charge to the PayPal account, as the card gateway's `refund` does. */
  refund(reference: string, amountCents: number): Promise<RefundOutcome>;
  /** The email of the PayPal account last used, if known. */
  accountEmail(playerId: string): Promise<string | null>;
}

/** Test nonces and their outcomes; unknown nonces are declined. */
export const PAYPAL_TEST_NONCES: Record<string, PaymentOutcome> = {
  "fake-paypal-one-time-nonce": "approved",
  "fake-valid-nonce": "approved",
  "fake-processor-declined-nonce": "declined",
  "fake-unavailable-nonce": "service_unavailable",
  "fake-gateway-failure-nonce": "external_failure",
};

/** The PayPal sandbox's record of charges. */
export const sandboxPaypalCharges = new SandboxChargeRecord();

/** The offline sandbox. */
export const sandboxPaypal: Paypal = {
  async clientToken() {
    return `sandbox_${randomBytes(24).toString("base64url")}`;
  },
  async charge(nonce, amount, reference) {
    return sandboxPaypalCharges.charge(reference, PAYPAL_TEST_NONCES[nonce] ?? "declined", amount);
  },
  async chargeOutcome(reference) {
    return sandboxPaypalCharges.outcome(reference);
  },
  async refund(reference, amountCents) {
    return sandboxPaypalCharges.refund(reference, amountCents);
  },
  async accountEmail() {
    return null;
  },
};
