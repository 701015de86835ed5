import styled, { css, keyframes, type RuleSet } from "styled-components";
import { colors, radius as radii } from "../../theme/theme";

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

/** Props of {@link SkeletonList}. */
export interface SkeletonListProps {
  count: number;
  /** The final row's height: the list's own CSS for it (it may change by breakpoint). */
  rowHeight: RuleSet<object>;
  radius?: keyof typeof radii;
  /** The final list's gap between rows. */
  gap?: string;
  /** Names the busy region for screen readers; without it the list is hidden from them. */
  label?: string;
}

/** Several skeleton rows of the final list's size, stacked like the list they stand in for. */
export function SkeletonList({ count, rowHeight, radius = "md", gap = "8px", label }: SkeletonListProps) {
  const busy =
    label === undefined
      ? { "aria-hidden": true }
      : { role: "status", "aria-busy": true, "aria-label": label };
  return (
    <Stack {...busy} $gap={gap}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <Row key={index} data-skeleton="" $height={rowHeight} $radius={radii[radius]} />
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

const Stack = styled.div<{ $gap: string }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.$gap};
`;

const Row = styled.div<{ $height: RuleSet<object>; $radius: string }>`
  ${skeletonLook}
  ${(p) => p.$height}
  border-radius: ${(p) => p.$radius};
`;
