import type { Cents } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link PriceBar}. */
export interface PriceBarProps {
  /** Live price from the purchase config; null while loading or when the entry is not priced. */
  price: Cents | null;
  /** Draws the entry covers, e.g. "Draws 4521–4523". */
  drawsLabel: string | null;
  /** Whether the entry is complete and may go in the cart (the machine's `can`). */
  canAddToCart: boolean;
  /** Why the entry cannot go in the cart yet (core `addToCartBlocker`), said beside the disabled button. */
  blockedReason?: string | null;
  /** 'Update favourite' when editing one, else 'Save as favourite'; null hides it (visitors). */
  favouriteLabel: string | null;
  onAddToCart: () => void;
  onSaveFavourite: () => void;
}

/**
 * The entry's live price with 'Add to cart' and 'Save as favourite' (R-SCREENS game pages); while the
 * entry cannot be bought, why not, under the buttons.
 */
export function PriceBar(props: PriceBarProps) {
  const { price, drawsLabel, canAddToCart, favouriteLabel } = props;
  const reason = canAddToCart && price !== null ? null : (props.blockedReason ?? null);
  return (
    <Bar aria-label="Price">
      <div>
        <Price aria-live="polite">{price === null ? "—" : formatMoney(price)}</Price>
        {drawsLabel && <Draws>{drawsLabel}</Draws>}
      </div>
      {favouriteLabel && (
        <Secondary type="button" disabled={!canAddToCart} onClick={props.onSaveFavourite}>
          {favouriteLabel}
        </Secondary>
      )}
      <Primary
        type="button"
        disabled={!canAddToCart || price === null}
        aria-describedby={reason ? REASON_ID : undefined}
        onClick={props.onAddToCart}
      >
        Add to cart
      </Primary>
      {reason && (
        <Reason id={REASON_ID} data-testid="add-to-cart-reason">
          {reason}
        </Reason>
      )}
    </Bar>
  );
}

const REASON_ID = "add-to-cart-reason";

// The price keeps its line; on the narrowest phones the two buttons wrap under it instead of squeezing.
const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: 12px;
  background: ${colors.surface};

  > div {
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
  }
`;

const Price = styled.strong`
  font-size: 1.5rem;
`;

// Its own line under the price and buttons, in the bar's text colour so it reads as guidance, not an error.
const Reason = styled.p`
  flex: 1 0 100%;
  margin: 0;
  color: ${colors.text};
  font-size: 0.9rem;
`;

const Draws = styled.span`
  color: ${colors.textMuted};
  font-size: 0.85rem;
`;

const button = `
  flex: 0 0 auto;
  white-space: nowrap;
  padding: 10px 16px;
  border-radius: 8px;
  font-weight: 700;
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const Primary = styled.button`
  ${button}
  border: 0;
  background: ${colors.primary};
  color: ${colors.surface};
`;

const Secondary = styled.button`
  ${button}
  border: 1px solid ${colors.primary};
  background: ${colors.surface};
  color: ${colors.primary};
`;
