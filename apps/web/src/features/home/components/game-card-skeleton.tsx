import { colors } from "@lotto/ui/theme";
import styled, { keyframes } from "styled-components";
import { CARD_MIN_HEIGHT } from "./game-card";

/** Props of {@link GameCardSkeletons}. */
export interface GameCardSkeletonsProps {
  /** How many placeholders; the home page shows 8 (R-LIMITS). */
  count: number;
  /** The cards will have quick picks (logged-in players): the skeletons take their height. */
  withQuickPicks: boolean;
}

/** Placeholder cards shown while the games load (R-HOME: 8 skeleton cards). */
export function GameCardSkeletons({ count, withQuickPicks }: GameCardSkeletonsProps) {
  const height = withQuickPicks ? CARD_MIN_HEIGHT.withQuickPicks : CARD_MIN_HEIGHT.plain;
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // The placeholders are identical and never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={index} data-testid="game-card-skeleton" aria-hidden="true" $height={height} />
      ))}
    </>
  );
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

const Skeleton = styled.div<{ $height: number }>`
  height: ${(p) => p.$height}px;
  border-radius: 12px;
  background: ${colors.border};
  animation: ${pulse} 1s ease-in-out infinite alternate;
`;
