/**
 * Braintree behind the card gateway and PayPal adapters (docs/payments.md), with the official SDK.
 * The browser tokenises with Braintree's Hosted Fields or PayPal Checkout and sends us a nonce; cards
 * are vaulted into a reusable payment-method token (what a saved card keeps); every sale carries our
 * deposit id as `orderId` and is looked up by it before charging, so a retry never charges twice; an
 * answer lost on the way (a timeout) is looked up again, and when even that fails the charge is
 * {@link ChargeUnknownError}: the deposit stays pending for reconciliation.
 */
import braintree from "braintree";
import type { BraintreeSettings } from "../config/braintree-settings";
import type { CardGateway, PaymentOutcome, RefundOutcome, TokenisedCard } from "./card-gateway";
import { ChargeUnknownError } from "./charge-unknown";
import { paymentError } from "./payment-errors";
import type { Paypal } from "./paypal";

/** What we read of a Braintree transaction (the SDK's own typings lag its answers). */
interface BraintreeTransaction {
  id: string;
  status: string;
  type?: string;
  amount: string;
  orderId?: string | null;
  processorResponseCode?: string | null;
  threeDSecureInfo?: { liabilityShifted?: boolean; liabilityShiftPossible?: boolean } | null;
}

/** What the SDK answers for a call that can be refused (`ValidatedResponse`). */
interface Result {
  success: boolean;
  message?: string;
  transaction?: BraintreeTransaction;
}

/** The statuses of a sale that took (or will take) the money. */
const CHARGED = new Set([
  "authorizing",
  "authorized",
  "submitted_for_settlement",
  "settling",
  "settled",
  "settlement_pending",
]);
/** Before settlement a sale is voided whole; after it, refunded. */
const VOIDABLE = new Set(["authorized", "submitted_for_settlement", "settlement_pending"]);
/** Processor codes that mean "try again later" rather than a decline (3000: processor network unavailable). */
const RETRY_LATER = new Set(["3000"]);

/** Freshly vaulted cards' 3-D Secure authentications kept for the sale that follows. */
const MAX_PENDING_AUTHENTICATIONS = 1_000;

/** Cents as the decimal string Braintree takes ("12.50"). */
export const toAmount = (cents: number) => (cents / 100).toFixed(2);
/** Braintree's decimal string as cents. */
const toCents = (amount: string) => Math.round(Number(amount) * 100);

/** What a finished sale means for the deposit. */
function outcomeOf(transaction: BraintreeTransaction): PaymentOutcome {
  if (CHARGED.has(transaction.status)) return "approved";
  if (RETRY_LATER.has(transaction.processorResponseCode ?? "")) return "external_failure";
  return "declined";
}

/** True when 3-D Secure applied to the card and the player did not pass it (no liability shift). */
const failedThreeDSecure = (transaction: BraintreeTransaction) =>
  transaction.threeDSecureInfo?.liabilityShiftPossible === true &&
  transaction.threeDSecureInfo.liabilityShifted !== true;

/** Options of {@link braintreeGateways}: where the API is (tests point it at a local fake), how long to wait. */
export interface BraintreeOptions {
  environment?: braintree.Environment;
  timeoutMs?: number;
}

/** The card gateway and PayPal of one Braintree merchant account. */
export function braintreeGateways(
  settings: BraintreeSettings,
  options: BraintreeOptions = {},
): { cardGateway: CardGateway; paypal: Paypal } {
  const gateway = new braintree.BraintreeGateway({
    environment:
      options.environment ??
      (settings.environment === "production"
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox),
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's typings omit the config's timeout and most answers.
  const sdk = gateway as any;
  sdk.config.timeout = options.timeoutMs ?? 20_000;
  const merchantAccountId = settings.merchantAccountId;
  /** 3-D Secure authentications of freshly vaulted cards, for the sale that follows in the same request. */
  const threeDSecureOf = new Map<string, string>();

  /** The sales carrying `reference` as order id, newest last; throws when Braintree cannot be asked. */
  async function salesOf(reference: string): Promise<BraintreeTransaction[]> {
    const stream = sdk.transaction.search((search: { orderId(): { is(value: string): void } }) =>
      search.orderId().is(reference),
    );
    const found: BraintreeTransaction[] = [];
    for await (const transaction of stream) found.push(transaction as BraintreeTransaction);
    return found.filter((t) => (t.type ?? "sale") === "sale");
  }

  /** The sale that took the money for `reference`, if any. */
  const chargedSale = async (reference: string) =>
    (await salesOf(reference)).find((t) => CHARGED.has(t.status)) ?? null;

  async function chargeOutcome(reference: string): Promise<PaymentOutcome | null> {
    const sales = await salesOf(reference);
    if (sales.length === 0) return null;
    return sales.some((t) => CHARGED.has(t.status)) ? "approved" : outcomeOf(sales[sales.length - 1]!);
  }

  /** Voids (before settlement) or refunds `amount` of a sale. */
  async function giveBack(sale: BraintreeTransaction, amount: number): Promise<RefundOutcome> {
    const whole = amount === toCents(sale.amount);
    const result: Result =
      whole && VOIDABLE.has(sale.status)
        ? await sdk.transaction.void(sale.id)
        : await sdk.transaction.refund(sale.id, { amount: toAmount(amount) });
    return result.success ? "refunded" : "not_refundable";
  }

  /**
   * One sale per reference: an earlier sale of it answers instead; a lost answer is looked up again.
   * A sale that needed 3-D Secure and did not pass it is voided and declined.
   */
  async function sale(
    payment: { paymentMethodToken: string } | { paymentMethodNonce: string },
    amount: number,
    reference: string,
    threeDSecureAuthenticationId?: string,
  ): Promise<PaymentOutcome> {
    let earlier: PaymentOutcome | null;
    try {
      earlier = await chargeOutcome(reference);
    } catch {
      return "service_unavailable";
    }
    if (earlier) return earlier;
    let result: Result;
    try {
      result = await sdk.transaction.sale({
        ...payment,
        amount: toAmount(amount),
        orderId: reference,
        merchantAccountId,
        ...(threeDSecureAuthenticationId ? { threeDSecureAuthenticationId } : {}),
        options: { submitForSettlement: true },
      });
    } catch (error) {
      // No answer: the sale may or may not have been made.
      const outcome = await chargeOutcome(reference).catch(() => {
        throw new ChargeUnknownError(reference, error);
      });
      return outcome ?? "service_unavailable";
    }
    const transaction = result.transaction;
    if (!transaction) return "declined";
    if (result.success && failedThreeDSecure(transaction)) {
      await giveBack(transaction, amount).catch(() => "not_refundable");
      return "declined";
    }
    return outcomeOf(transaction);
  }

  async function refund(reference: string, amountCents: number): Promise<RefundOutcome> {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return "not_refundable";
    try {
      const charged = await chargedSale(reference);
      if (!charged || amountCents > toCents(charged.amount)) return "not_refundable";
      return await giveBack(charged, amountCents);
    } catch {
      return "service_unavailable";
    }
  }

  const cardGateway: CardGateway = {
    async redeem(nonce) {
      try {
        const details = await sdk.paymentMethodNonce.find(nonce);
        const result = await sdk.customer.create({
          paymentMethodNonce: nonce,
          creditCard: { options: { verifyCard: true, verificationMerchantAccountId: merchantAccountId } },
        });
        const card = result.success ? result.customer?.creditCards?.[0] : undefined;
        if (!card?.token) return null;
        const authentication = details?.threeDSecureInfo?.threeDSecureAuthenticationId;
        if (authentication) {
          // A card saved without a deposit never collects its entry: keep only the newest.
          if (threeDSecureOf.size >= MAX_PENDING_AUTHENTICATIONS)
            threeDSecureOf.delete(threeDSecureOf.keys().next().value!);
          threeDSecureOf.set(card.token, authentication);
        }
        return {
          token: card.token,
          brand: card.cardType,
          last4: card.last4,
          expiry: `${card.expirationMonth}/${String(card.expirationYear).slice(-2)}`,
        } satisfies TokenisedCard;
      } catch {
        return null;
      }
    },
    async charge(token, amount, reference) {
      const authentication = threeDSecureOf.get(token);
      threeDSecureOf.delete(token);
      return sale({ paymentMethodToken: token }, amount, reference, authentication);
    },
    chargeOutcome,
    refund,
  };

  const paypal: Paypal = {
    async clientToken() {
      const result = await sdk.clientToken.generate({ merchantAccountId }).catch(() => null);
      if (!result?.success) throw paymentError("service_unavailable", "paypal");
      return result.clientToken as string;
    },
    charge: (nonce, amount, reference) => sale({ paymentMethodNonce: nonce }, amount, reference),
    chargeOutcome,
    refund,
    async accountEmail() {
      return null;
    },
  };

  return { cardGateway, paypal };
}
