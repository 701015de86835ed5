import styled from "styled-components";
import { BALL_SIZES, type BallSize } from "./ball-look";

const GAP = 6;
const GROUP_GAP = 8;

/** What a row holds: its balls, how many groups open with a wider gap, and the balls' size. */
export interface BallRowShape {
  balls: number;
  groups: number;
  size: BallSize;
}

// Two pixels of slack: a line that measures a fraction over its sum must not drop its last ball.
const widthOf = (balls: number, { groups, size }: BallRowShape) =>
  balls * BALL_SIZES[size] + Math.max(0, balls - 1) * GAP + groups * GROUP_GAP + 2;

/**
 * The row's widest line, so a row that cannot fit on one line wraps in two balanced lines (never one
 * ball left alone on a line): its whole width where the container holds it, else half its balls'.
 * @example balancedMaxWidth({ balls: 8, groups: 1, size: "small" }) // "clamp(140px, calc((100% - 276px) * 9999), 276px)"
 */
export function balancedMaxWidth(shape: BallRowShape): string {
  const full = widthOf(shape.balls, shape);
  const half = widthOf(Math.ceil(shape.balls / 2), shape);
  return `clamp(${half}px, calc((100% - ${full}px) * 9999), ${full}px)`;
}

/** A wrapping row of balls; `data-group-start` opens the supplementaries or the Powerball with a wider gap. */
export const BallRow = styled.span<{ $shape?: BallRowShape }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${GAP}px;
  ${(p) => (p.$shape ? `max-width: ${balancedMaxWidth(p.$shape)};` : "")}

  [data-group-start] {
    margin-left: ${GROUP_GAP}px;
  }
`;
