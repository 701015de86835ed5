import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, radius, space, type } from "../../theme/theme";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is (not) here, in one line. */
  title: string;
  /** What the player can do about it. */
  children?: ReactNode;
  /** The next step: a button or link. */
  action?: ReactNode;
}

/**
 * A list with nothing to show: a first-use state says what the list is for and offers the first step; a
 * filtered-empty state offers to clear the filters.
 */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Box role="status">
      <strong>{title}</strong>
      {children && <p>{children}</p>}
      {action}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space.sm};
  padding: ${space.lg};
  border: 1px dashed ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surface};
  strong { font-size: ${type.size.lg}; }
  p { margin: 0; color: ${colors.textMuted}; }
`;
