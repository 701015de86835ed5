import type { Cents } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { Link } from "wouter";
import { paths } from "@/config/paths";

/**
 * Beside the weekly spend limit: what the player's autoplays may spend a week, and the way to them;
 * they buy within the limit, never past it (docs/decisions.md "Autoplay").
 */
export function AutoplaySpendLine({ weeklyMaximum }: { weeklyMaximum: Cents | null }) {
  return (
    <p data-testid="account-autoplay-spend">
      {weeklyMaximum === null || weeklyMaximum === 0
        ? "Autoplays buy your numbers every draw for you, within this limit. "
        : `Your autoplays may spend up to ${formatMoney(weeklyMaximum)} a week, within this limit. `}
      <Link href={paths.autoplays.getHref()}>Your autoplays</Link>
    </p>
  );
}
