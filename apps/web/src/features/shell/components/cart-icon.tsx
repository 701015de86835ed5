import { colors, sizes } from "@lotto/ui/theme";
import { ShoppingCart } from "lucide-react";
import styled, { css, keyframes } from "styled-components";
import { Link } from "wouter";
import { CountBadge } from "./count-badge";

/** Props of {@link CartIcon}. */
export interface CartIconProps {
  count: number;
  overLimitMessage: string | null;
  /** A ticket was just added: the badge pops once (cart `animateCartBadge`, R-ENTITIES). */
  animateBadge?: boolean;
  onBadgeAnimated?(): void;
  /** Opens the shopping-cart-spend-limit-info dialog from the warning (R-DIALOGS). */
  onOverLimitInfo?(): void;
}

/** Cart icon with item-count badge and the over-limit warning tooltip (R-TOP-BAR). */
export function CartIcon({
  count,
  overLimitMessage,
  animateBadge,
  onBadgeAnimated,
  onOverLimitInfo,
}: CartIconProps) {
  const label = `Cart, ${count} ${count === 1 ? "ticket" : "tickets"}`;
  return (
    <Wrap data-tour="cart">
      <CartLink
        href="/cart"
        aria-label={label}
        aria-describedby={overLimitMessage ? "cart-limit-tip" : undefined}
      >
        <ShoppingCart size={24} />
        {count > 0 && (
          <Badge
            aria-hidden="true"
            data-animated={animateBadge ? "true" : undefined}
            $animate={animateBadge === true}
            onAnimationEnd={onBadgeAnimated}
          >
            {count}
          </Badge>
        )}
      </CartLink>
      {overLimitMessage && (
        <Tooltip id="cart-limit-tip" role="tooltip">
          {overLimitMessage}{" "}
          {onOverLimitInfo && (
            <InfoButton type="button" onClick={onOverLimitInfo}>
              Why?
            </InfoButton>
          )}
        </Tooltip>
      )}
    </Wrap>
  );
}

const pop = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.5); }
  100% { transform: scale(1); }
`;

const Wrap = styled.div`
  position: relative;
  margin-left: auto;
`;

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  color: inherit;
  text-decoration: none;
`;

const Badge = styled(CountBadge)<{ $animate: boolean }>`
  ${(p) =>
    p.$animate &&
    css`
      animation: ${pop} 400ms ease-out;
      @media (prefers-reduced-motion: reduce) {
        animation-duration: 1ms;
      }
    `}
`;

// An overlay of the default size's width (R-LIMITS).
const Tooltip = styled.div`
  position: absolute;
  right: 0;
  top: 48px;
  width: ${sizes.overlayWidth}px;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${colors.warning};
  color: ${colors.onPrimary};
  font-size: 0.85rem;
`;

const InfoButton = styled.button`
  min-height: 24px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;
