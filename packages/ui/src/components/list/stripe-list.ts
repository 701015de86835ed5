import styled from "styled-components";
import { colors, mediaTouch, sizes } from "../../theme/theme";

/** A column of game-coloured cards: the Tickets and Favourites lists. */
export const StripeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * One card of a {@link StripeList}, its game's colour as the left stripe: the details column first,
 * then the side column. Each list adds its row height and column gaps.
 */
export const StripeRow = styled.li<{ $colour: string }>`
  box-sizing: border-box;
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
  border-left: 6px solid ${(p) => p.$colour};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};

  > div {
    display: flex;
    flex-direction: column;
  }
`;

/** A button that reads as a link in a row's text (Details, Play again, Edit, Remove). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.primary};
  font-weight: 700;
  cursor: pointer;
  ${mediaTouch} { min-height: ${sizes.touchTarget}px; }
`;
