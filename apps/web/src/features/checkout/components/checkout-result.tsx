import { type Cents, drawsLabel, gameById, isGameId } from "@lotto/core";
import type { PurchaseStatusResponse } from "@lotto/core/machines";
import { gameColourOf } from "@lotto/ui/theme";
import { paths } from "@/config/paths";
import { usePurchase } from "../hooks/use-purchase";
import { type PurchasedTicketLine, PurchaseResult } from "./purchase-result";

type StatusTicket = PurchaseStatusResponse["tickets"][number];

/** A purchase status ticket as a receipt line: its game, draws, boards, cost and link. */
export function receiptLine(t: StatusTicket, reason: string | null): PurchasedTicketLine {
  const game = isGameId(t.coupon.game_id) ? gameById(t.coupon.game_id) : null;
  return {
    id: t.id,
    gameName: game?.name ?? String(t.coupon.game_id),
    gameKind: game?.kind ?? "lotto",
    colour: gameColourOf(t.coupon.game_id),
    draws: drawsLabel(t.draw_numbers),
    boards: t.coupon.game_data.map((g) => ({
      name: g.group_name,
      numbers: g.numbers,
      powerball: game?.powerballMax == null ? null : g.powerball,
    })),
    addOn: t.coupon.add_on,
    cost: t.cost,
    reason,
    href: paths.tickets.getHref({ ticket: t.id }),
  };
}

/** Props of {@link CheckoutResult} and {@link CheckoutStatus}: where each of the receipt's ways out goes. */
export interface CheckoutLeaveProps {
  /** The wallet's balance, refreshed once the purchase settled; null while unknown. */
  balance: Cents | null;
  onViewTickets: () => void;
  onOpenTicket: (href: string) => void;
  onContinue: () => void;
}

/**
 * The finished purchase from the purchase actor as a receipt, ticket by ticket (R-STATES
 * COMPLETED_WITH_ERRORS). A feedback prompt the purchase earned opens only once the player leaves it.
 */
export function CheckoutResult({ balance, onViewTickets, onOpenTicket, onContinue }: CheckoutLeaveProps) {
  const purchase = usePurchase();
  if (!purchase.done || !purchase.result || purchase.result.status === "PENDING") return null;
  const failed = new Set(purchase.failedIds.map((t) => t.id));
  return (
    <PurchaseResult
      status={purchase.result.status}
      message={purchase.result.status === "FAILED" ? purchase.message : null}
      receiptNumber={purchase.result.id}
      balanceAfter={balance}
      tickets={purchase.result.tickets.map((t) =>
        receiptLine(t, failed.has(t.id) ? (t.message ?? "Not bought") : null),
      )}
      onViewTickets={() => {
        onViewTickets();
        purchase.receiptSeen();
      }}
      // The player asked to read one ticket: no prompt over its details.
      onOpenTicket={onOpenTicket}
      onContinue={() => {
        purchase.dismiss();
        onContinue();
        purchase.receiptSeen();
      }}
    />
  );
}
