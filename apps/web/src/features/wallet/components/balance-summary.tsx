import { BUCKET_TEXT, type Cents, shownSpendLimit } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Figures } from "@lotto/ui/figures";
import { formatMoney } from "@lotto/ui/format-money";

/** Props of {@link BalanceSummary}; null while that figure loads. */
export interface BalanceSummaryProps {
  balance: Cents | null;
  /** Of the balance, the winnings: the only money that can be withdrawn. */
  winnings: Cents | null;
  remainingLimit: Cents | null;
  onAboutLimits(): void;
}

/**
 * Balance, the winnings apart from it (docs/decisions.md "Closed-loop wallet"), the weekly limit left,
 * and what the player can spend: the lesser of balance and limit (R-LIMITS).
 */
export function BalanceSummary({ balance, winnings, remainingLimit, onAboutLimits }: BalanceSummaryProps) {
  const show = (cents: Cents | null) => (cents === null ? "…" : formatMoney(cents));
  const available =
    balance !== null && remainingLimit !== null ? shownSpendLimit(balance, remainingLimit) : null;
  return (
    <section aria-label="Your balance">
      <Figures>
        <div>
          <dt>Balance</dt>
          <dd data-testid="wallet-balance">{show(balance)}</dd>
        </div>
        <div>
          <dt>{BUCKET_TEXT.winnings}</dt>
          <dd data-testid="wallet-winnings">{show(winnings)}</dd>
        </div>
        <div>
          <dt>Spend limit left this week</dt>
          <dd>{show(remainingLimit)}</dd>
        </div>
        <div>
          <dt>Available to spend</dt>
          <dd>{show(available)}</dd>
        </div>
      </Figures>
      <Button type="button" $variant="link" onClick={onAboutLimits}>
        About deposit limits
      </Button>
    </section>
  );
}
