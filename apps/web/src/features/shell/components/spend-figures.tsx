import { formatMoney } from "@lotto/ui/format-money";
import { colors, focusRingOnDark, mediaExtraSmall } from "@lotto/ui/theme";
import styled, { css, keyframes } from "styled-components";
import { Link } from "wouter";
import type { SpendFiguresView } from "@/api/use-spend-figures";
import { paths } from "@/config/paths";

/**
 * The player's balance in the top bar, and under it what they may spend when the weekly limit leaves
 * less than the balance (R-LIMITS: the lesser of the two); links to the wallet's balances tab.
 */
export function SpendFigures({ view }: { view: SpendFiguresView }) {
  if (view.kind === "hidden") return null;
  if (view.kind === "loading")
    return (
      <Holder aria-hidden="true" data-testid="spend-figures-loading">
        <Placeholder />
        <Placeholder $short />
      </Holder>
    );
  return (
    // The name is the visible words (WCAG 2.5.3), spaced: "Balance $500.00 Available to spend $12.50".
    <Figures href={paths.wallet.getHref(0)} data-testid="spend-figures">
      <Line>
        <Caption>Balance</Caption> <Amount data-testid="top-bar-balance">{formatMoney(view.balance)}</Amount>
      </Line>
      {view.available !== null && (
        <>
          {" "}
          <Line>
            <Caption>
              Available<VisuallyHidden> to spend</VisuallyHidden>
            </Caption>{" "}
            <Amount data-testid="top-bar-available">{formatMoney(view.available)}</Amount>
          </Line>
        </>
      )}
    </Figures>
  );
}

// One fixed box whether loading, one line or two, so the top bar never shifts when the figures arrive.
const box = css`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  justify-content: center;
  align-items: flex-end;
  gap: 2px;
  min-width: 104px;
  height: 44px;
  padding: 0 8px;
  color: ${colors.onPrimary};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
  ${mediaExtraSmall} { min-width: 88px; padding: 0 4px; }
`;

const Figures = styled(Link)`
  ${box}
  &:focus-visible { ${focusRingOnDark} }
`;

const Holder = styled.span`
  ${box}
`;

const Line = styled.span`
  display: flex;
  align-items: baseline;
  gap: 4px;
  white-space: nowrap;
`;

const Caption = styled.span`
  font-size: 0.75rem;
  color: ${colors.onPrimaryMuted};
  ${mediaExtraSmall} { font-size: 0.6875rem; }
`;

const Amount = styled.span`
  font-size: 0.875rem;
  font-weight: 700;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const pulse = keyframes`
  from { opacity: 0.35; }
  to { opacity: 0.7; }
`;

const Placeholder = styled.span<{ $short?: boolean }>`
  display: block;
  width: ${(p) => (p.$short ? 56 : 88)}px;
  height: 12px;
  border-radius: 6px;
  background: ${colors.onPrimary};
  opacity: 0.5;
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
