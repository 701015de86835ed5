import { type Cents, shownSpendLimit } from "@lotto/core";
import styled from "styled-components";
import { Button } from "@/components/ui/button";
import { colors } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";

/** Props of {@link BalanceSummary}; null while that figure loads. */
export interface BalanceSummaryProps {
  balance: Cents | null;
  remainingLimit: Cents | null;
  onAboutLimits(): void;
}

/** Balance, the weekly limit left, and what the player can spend: the lesser of the two (R-LIMITS). */
export function BalanceSummary({ balance, remainingLimit, onAboutLimits }: BalanceSummaryProps) {
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

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 0 0 8px;
  div {
    padding: 12px 16px;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    background: ${colors.surface};
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;
