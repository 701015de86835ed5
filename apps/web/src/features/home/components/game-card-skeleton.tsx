import styled, { keyframes } from "styled-components";
import { colors } from "@/config/theme";

/** Props of {@link GameCardSkeletons}. */
export interface GameCardSkeletonsProps {
  /** How many placeholders; the home page shows 8 (spec §9). */
  count: number;
}

/** Placeholder cards shown while the games load (spec §2 Home: 8 skeleton cards). */
export function GameCardSkeletons({ count }: GameCardSkeletonsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // The placeholders are identical and never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={index} data-testid="game-card-skeleton" aria-hidden="true" />
      ))}
    </>
  );
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

const Skeleton = styled.div`
  height: 180px;
  border-radius: 12px;
  background: ${colors.border};
  animation: ${pulse} 1s ease-in-out infinite alternate;
`;
