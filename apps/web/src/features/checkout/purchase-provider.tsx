import type { PurchaseStatusResponse } from "@lotto/core/machines";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { invalidateAfter } from "@/api/invalidate";
import { useApi } from "@/hooks/use-api";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { track } from "@/lib/analytics";
import { postToApp, readAppDetails } from "@/lib/app-bridge";
import { useCartActions } from "@/lib/cart/use-cart-actions";
import { localStore } from "@/lib/storage";
import { createPurchaseLogic, PurchaseContext, ReceiptSeenContext } from "./purchase-context";

// The purchase analytics event (R-CALLS) goes through the one analytics module.
function trackPurchase(result: PurchaseStatusResponse) {
  track({ event: "purchase", id: result.id, status: result.status, tickets: result.tickets.length });
}

/** Provides the purchase actor with its real effects (R-STATES Purchase). */
export function PurchaseProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const cart = useCartActions();
  const queries = useQueryClient();
  const dialogs = useDialogHash();
  // The prompt the purchase earned waits until the player leaves the receipt (ReceiptSeenContext).
  const feedbackDue = useRef(false);
  const receiptSeen = useCallback(() => {
    if (!feedbackDue.current) return;
    feedbackDue.current = false;
    dialogs.show("feedback-purchase");
  }, [dialogs.show]);
  const [logic] = useState(() =>
    createPurchaseLogic({
      api,
      storage: localStore,
      cart,
      // Balance, spending limit and tickets change after a purchase (R-STATES); nothing else does.
      refreshAccount: () => invalidateAfter(queries, "purchase"),
      notifyApp: () => postToApp({ type: "PURCHASE_SUCCESS" }),
      showFeedback: () => {
        feedbackDue.current = true;
      },
      track: trackPurchase,
    }),
  );
  return (
    <PurchaseContext.Provider logic={logic} options={{ input: { isApp: readAppDetails() !== null } }}>
      <ReceiptSeenContext.Provider value={receiptSeen}>{children}</ReceiptSeenContext.Provider>
    </PurchaseContext.Provider>
  );
}
