import { gameBySlug } from "@lotto/core";
import { gameColourOf } from "@lotto/ui/theme";
import type { PurchasedTicketLine } from "@/features/checkout/components/purchase-result";

/** Receipt lines as a finished purchase shows them: a Saturday Lotto and a Powerball ticket. */
export const RECEIPT_SATURDAY: PurchasedTicketLine = {
  id: "t-1",
  gameName: "Saturday Lotto",
  gameKind: "lotto",
  colour: gameColourOf(gameBySlug("saturday-lotto")!.id),
  draws: "Draws 4642–4643",
  boards: [
    { name: "A", numbers: [3, 11, 19, 24, 33, 41], powerball: null },
    { name: "B", numbers: [5, 8, 14, 27, 36, 44], powerball: null },
  ],
  cost: 1470,
  reason: null,
  href: "/tickets?ticket=t-1",
};

export const RECEIPT_POWERBALL: PurchasedTicketLine = {
  id: "t-2",
  gameName: "Powerball",
  gameKind: "lotto",
  colour: gameColourOf(gameBySlug("powerball")!.id),
  draws: "Draw 1594",
  boards: [{ name: "A", numbers: [2, 9, 17, 22, 28, 31, 34], powerball: 12 }],
  cost: 132,
  reason: null,
  href: "/tickets?ticket=t-2",
};

/** A receipt's purchase id, as the server gives it. */
export const RECEIPT_NUMBER = "5f0c6a3e-9d1b-4c52-8e7a-2b6f1d4c9a10";
