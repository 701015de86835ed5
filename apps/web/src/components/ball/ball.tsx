import { colors, radius } from "@lotto/ui/theme";
import styled from "styled-components";
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
   * Against a draw: true marks a number matched among the winning numbers (filled, with a tick),
   * "supplementary" one matched among the supplementaries (ringed, with an open tick), false one that
   * missed (muted). Left out, the ball simply shows a drawn or chosen number.
   */
  matched?: boolean | "supplementary";
  size?: Exclude<BallSize, "picker">;
}

/** One number as a ball: results, tickets, favourites, the cart and home all show numbers with it. */
export function Ball({ value, kind = "main", colour, matched, size = "medium" }: BallProps) {
  const supplementary = matched === "supplementary";
  return (
    <Root
      data-ball={kind}
      data-matched={matched}
      // A supplementary match wears the supplementary ring, so it reads apart without colour.
      $kind={supplementary && kind === "main" ? "supplementary" : kind}
      $look={matched === false ? "muted" : "filled"}
      $colour={colour}
      $size={size}
    >
      {KIND_PREFIX[kind] && <Hidden>{KIND_PREFIX[kind]}</Hidden>}
      <span>{value}</span>
      {matched && (
        <>
          <Tick aria-hidden="true" $open={supplementary}>
            ✓
          </Tick>
          <Hidden>{supplementary ? MATCH_TEXT.supplementary : MATCH_TEXT.winning}</Hidden>
        </>
      )}
    </Root>
  );
}

/** What a screen reader hears after a matched number: which kind of match it is. */
export const MATCH_TEXT = { winning: ", winning match", supplementary: ", supplementary match" } as const;

const Root = styled.span<BallLookProps>`
  ${ballLook}
`;

const Hidden = styled.span`
  ${hiddenText}
`;

const Tick = styled.span<{ $open: boolean }>`
  position: absolute;
  top: -6px;
  right: -6px;
  display: grid;
  place-items: center;
  width: 16px;
  height: 16px;
  border: 2px solid ${(p) => (p.$open ? colors.text : colors.surface)};
  border-radius: ${radius.full};
  background: ${(p) => (p.$open ? colors.surface : colors.text)};
  color: ${(p) => (p.$open ? colors.text : colors.surface)};
  font-size: 0.625rem;
  line-height: 1;
`;
