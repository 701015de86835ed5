/**
 * Braintree's webhook notifications (docs/payments.md "Webhooks"), verified with the SDK's
 * `webhookNotification.parse`: a payload whose signature is not our key's is refused.
 */
import braintree from "braintree";
import type { BraintreeSettings } from "../config/braintree-settings";

/** A verified notification the operator must see: a dispute or a settlement Braintree declined. */
export interface BraintreeNotice {
  kind: string;
  /** The dispute's or the transaction's Braintree id. */
  subjectId: string;
  sentAt: Date;
}

/** The notification kinds kept: disputes and settlements declined (docs/payments.md). */
export const KEPT_KINDS: ReadonlySet<string> = new Set([
  "dispute_opened",
  "dispute_lost",
  "dispute_won",
  "dispute_accepted",
  "dispute_disputed",
  "dispute_expired",
  "dispute_under_review",
  "dispute_auto_accepted",
  "transaction_settlement_declined",
]);

/** Reads one signed notification: "invalid" when its signature is not ours; null for a kind not kept. */
export type BraintreeWebhookParser = (
  signature: string,
  payload: string,
) => Promise<BraintreeNotice | null | "invalid">;

/** The parser of one Braintree merchant account's notifications. */
export function braintreeWebhookParser(settings: BraintreeSettings): BraintreeWebhookParser {
  const gateway = new braintree.BraintreeGateway({
    environment:
      settings.environment === "production"
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  });
  return async (signature, payload) => {
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's typings omit most of a notification's subject.
    const notification: any = await gateway.webhookNotification.parse(signature, payload).catch(() => null);
    if (!notification) return "invalid";
    if (!KEPT_KINDS.has(notification.kind)) return null;
    const subjectId = notification.dispute?.id ?? notification.transaction?.id;
    if (typeof subjectId !== "string") return null;
    const sentAt = new Date(notification.timestamp);
    return {
      kind: notification.kind,
      subjectId,
      sentAt: Number.isNaN(sentAt.getTime()) ? new Date(0) : sentAt,
    };
  };
}
