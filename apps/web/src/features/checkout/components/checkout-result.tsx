import { gameById, isGameId } from "@lotto/core";
import { usePurchase } from "../hooks/use-purchase";
import { PurchaseResult } from "./purchase-result";

/** The finished purchase from the purchase actor, ticket by ticket (R-STATES COMPLETED_WITH_ERRORS). */
export function CheckoutResult({
  onViewTickets,
  onContinue,
}: {
  onViewTickets: () => void;
  onContinue: () => void;
}) {
  const purchase = usePurchase();
  if (!purchase.done || !purchase.result || purchase.result.status === "PENDING") return null;
  const failed = new Set(purchase.failedIds.map((t) => t.id));
  return (
    <PurchaseResult
      status={purchase.result.status}
      message={purchase.result.status === "FAILED" ? purchase.message : null}
      tickets={purchase.result.tickets.map((t) => ({
        id: t.id,
        gameName: isGameId(t.coupon.game_id) ? gameById(t.coupon.game_id).name : String(t.coupon.game_id),
        cost: t.cost,
        reason: failed.has(t.id) ? (t.message ?? "Not bought") : null,
      }))}
      onViewTickets={onViewTickets}
      onContinue={() => {
        purchase.dismiss();
        onContinue();
      }}
    />
  );
}
