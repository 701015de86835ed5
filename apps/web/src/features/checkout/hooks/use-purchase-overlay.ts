import { useEffect } from "react";
import { useOverlay } from "@/hooks/use-overlay";
import type { usePurchase } from "./use-purchase";

/** Shows the purchase overlay: loading while buying, then success or failure (R-STATES Purchase). */
export function usePurchaseOverlay(purchase: ReturnType<typeof usePurchase>) {
  const overlay = useOverlay();
  useEffect(() => {
    if (purchase.busy) overlay.showLoading();
  }, [purchase.busy, overlay]);
  useEffect(() => {
    if (!purchase.done || !purchase.result) return;
    if (purchase.result.status === "COMPLETED") overlay.showSuccess("Your tickets have been bought.");
    else overlay.showFailure(purchase.message ?? "Some tickets could not be bought.");
  }, [purchase.done, purchase.result, purchase.message, overlay]);
}
