import type { CartTicket } from "@lotto/core";
import { useContext, useMemo } from "react";
import { PurchaseContext, ReceiptSeenContext } from "../purchase-context";

/** Narrow reads of the purchase and its senders (R-STATES Purchase). */
export function usePurchase() {
  const ref = PurchaseContext.useActorRef();
  const receiptSeen = useContext(ReceiptSeenContext);
  const busy = PurchaseContext.useSelector((s) => s.hasTag("busy"));
  const pollFailed = PurchaseContext.useSelector((s) => s.matches("pollFailed"));
  const done = PurchaseContext.useSelector((s) => s.matches("purchased") || s.matches("failed"));
  const result = PurchaseContext.useSelector((s) => s.context.result);
  const failedIds = PurchaseContext.useSelector((s) => s.context.failedTickets);
  const error = PurchaseContext.useSelector((s) => s.context.error);
  const senders = useMemo(
    () => ({
      submit: (tickets: CartTicket[], idempotencyKey?: string) =>
        ref.send({ type: "PURCHASE.SUBMIT", tickets, ...(idempotencyKey ? { idempotencyKey } : {}) }),
      retry: () => ref.send({ type: "PURCHASE.RETRY" }),
      dismiss: () => ref.send({ type: "PURCHASE.DISMISS" }),
    }),
    [ref],
  );
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : null;
  return { busy, pollFailed, done, result, failedIds, message, receiptSeen, ...senders };
}
