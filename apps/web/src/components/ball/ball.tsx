import styled from "styled-components";
import { colors, radius } from "@/config/theme";
import {
  type BallKind,
  type BallLookProps,
  type BallSize,
  ballLook,
  hiddenText,
  KIND_PREFIX,
} from "./ball-look";

/** Props of {@link Ball}. */
export interface BallProps {
  value: number;
  kind?: BallKind;
  /** The game's colour, from its definition in core (`gameColourOf`). */
  colour: string;
  /**
   * Against a draw: true marks a matched number (filled, with a tick), false one that missed (muted).
   * Left out, the ball simply shows a drawn or chosen number.
   */
  matched?: boolean;
  size?: Exclude<BallSize, "picker">;
}

/** One number as a ball: results, tickets, favourites, the cart and home all show numbers with it. */
export function Ball({ value, kind = "main", colour, matched, size = "medium" }: BallProps) {
  return (
    <Root
      data-ball={kind}
      data-matched={matched}
      $kind={kind}
      $look={matched === false ? "muted" : "filled"}
      $colour={colour}
      $size={size}
    >
      {KIND_PREFIX[kind] && <Hidden>{KIND_PREFIX[kind]}</Hidden>}
      <span>{value}</span>
      {matched && (
        <>
          <Tick aria-hidden="true">✓</Tick>
          <Hidden>, matched</Hidden>
        </>
      )}
    </Root>
  );
}

const Root = styled.span<BallLookProps>`
  ${ballLook}
`;

const Hidden = styled.span`
  ${hiddenText}
`;

const Tick = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  display: grid;
  place-items: center;
  width: 16px;
  height: 16px;
  border: 2px solid ${colors.surface};
  border-radius: ${radius.full};
  background: ${colors.text};
  color: ${colors.surface};
  font-size: 0.625rem;
  line-height: 1;
`;
