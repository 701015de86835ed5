import styled, { css, keyframes } from "styled-components";
import { colors, radius as radii } from "@/config/theme";

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** The final content's height in px: the page must not move when the data replaces it. */
  height: number;
  /** CSS width; the full width by default. */
  width?: string;
  radius?: keyof typeof radii;
}

/**
 * A placeholder block of the final content's size, shown while a page waits for its data. Hidden from
 * screen readers: the region it stands in says it is busy (`aria-busy`).
 */
export function Skeleton({ height, width = "100%", radius = "md" }: SkeletonProps) {
  return (
    <Block aria-hidden="true" data-skeleton="" $height={height} $width={width} $radius={radii[radius]} />
  );
}

/** Several skeletons of one size, stacked like the list they stand in for. */
export function SkeletonList({ count, height, gap = 8 }: { count: number; height: number; gap?: number }) {
  return (
    <Stack aria-hidden="true" $gap={gap}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

/** The placeholder's fill and pulse, for a skeleton that takes its size from the content's own CSS. */
export const skeletonLook = css`
  flex: none;
  box-sizing: border-box;
  max-width: 100%;
  background: ${colors.border};
  animation: ${pulse} 1s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Block = styled.div<{ $height: number; $width: string; $radius: string }>`
  ${skeletonLook}
  width: ${(p) => p.$width};
  height: ${(p) => p.$height}px;
  border-radius: ${(p) => p.$radius};
`;

const Stack = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.$gap}px;
`;
