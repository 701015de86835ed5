import styled from "styled-components";
import { colors, focusRing, motion, sizes, space, type } from "../../theme/theme";

/**
 * A `<details>` disclosure with the app's look: a summary at least 44 px tall in the brand colour, a
 * chevron that turns when it opens (the browser's triangle marker hidden), and the focus ring.
 */
export const Disclosure = styled.details`
  > summary {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    min-height: ${sizes.touchTarget}px;
    list-style: none;
    color: ${colors.primary};
    font-weight: ${type.weight.bold};
    cursor: pointer;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron drawn by two borders: no icon font, no extra request. */
  > summary::after {
    content: "";
    flex: none;
    width: 8px;
    height: 8px;
    margin-top: -4px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${motion.fast};
  }
  &[open] > summary::after {
    margin-top: 4px;
    transform: rotate(-135deg);
  }
  > summary:focus-visible {
    ${focusRing}
  }
  @media (prefers-reduced-motion: reduce) {
    > summary::after { transition: none; }
  }
`;
