import type { Cents } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  count: number;
  total: Cents;
  /** The over-limit text from core when the cart total exceeds the remaining limit, else null. */
  warning: string | null;
  /** Whether buying is possible now (the cart/purchase machines' `can`). */
  canBuy: boolean;
  busy: boolean;
  /**
   * What to pay by card or PayPal first when the wallet is short (core's `topUpAmount`); 0 when the
   * balance covers the total. The pay-and-buy form then replaces 'Buy now'.
   */
  topUp?: Cents;
  onBuy: () => void;
}

/** Cart total, the spending-limit warning and 'Buy now' (R-SCREENS Cart, R-ERRORS cart over limit). */
export function CartSummary({ count, total, warning, canBuy, busy, topUp = 0, onBuy }: CartSummaryProps) {
  return (
    <Panel aria-label="Cart summary">
      <Line>
        <span>
          {count} {count === 1 ? "ticket" : "tickets"}
        </span>
        <strong>Total {formatMoney(total)}</strong>
      </Line>
      {warning && <Warning role="alert">{warning}</Warning>}
      {topUp > 0 && !warning ? (
        <p>
          Your balance is short for these tickets. Pay <strong>{formatMoney(topUp)}</strong> by card or PayPal
          and they are bought at once; anything over the total stays in your wallet.
        </p>
      ) : (
        <Buy type="button" disabled={!canBuy || busy || warning !== null} aria-busy={busy} onClick={onBuy}>
          {busy ? "Buying…" : "Buy now"}
        </Buy>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
`;

const Warning = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid ${colors.warning};
  background: ${colors.warningSurface};
  color: ${colors.warning};
`;

const Buy = styled.button`
  padding: 12px;
  border: 0;
  border-radius: 8px;
  background: ${colors.primary};
  color: ${colors.surface};
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
