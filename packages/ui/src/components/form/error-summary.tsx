import { useEffect, useRef } from "react";
import styled from "styled-components";
import { focusView } from "../../focus";
import { colors, radius, space, type } from "../../theme/theme";

/** The error summary's heading. */
export const ERROR_SUMMARY_TITLE = "There is a problem";

/** One field's error in an {@link ErrorSummary}: the control's id and what is wrong with it. */
export interface ErrorSummaryItem {
  id: string;
  message: string;
}

/**
 * The errors of a form that failed to send, listed at its top, each a link to its field. It takes focus
 * on every failed attempt (`attempt` counts them), so the player hears how many problems there are and
 * can jump to each, instead of staying on the submit button under a long form.
 */
export function ErrorSummary({ items, attempt }: { items: readonly ErrorSummaryItem[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (attempt > 0 && shown) focusView(box.current);
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <Box ref={box} tabIndex={-1} aria-labelledby="error-summary-title" data-testid="error-summary">
      <h3 id="error-summary-title">{ERROR_SUMMARY_TITLE}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(e) => {
                // Not a #hash jump: the URL's hash names dialogs. The field takes focus and shows.
                e.preventDefault();
                const field = document.getElementById(item.id);
                field?.focus();
                field?.scrollIntoView?.({ block: "center" });
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.div`
  padding: ${space.sm} ${space.md};
  border: 3px solid ${colors.error};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  h3 { margin: 0 0 ${space.xs}; font-size: ${type.size.lg}; }
  ul { margin: 0; padding-left: ${space.md}; display: grid; gap: ${space.xxs}; }
  a { color: ${colors.error}; font-weight: ${type.weight.bold}; }
`;
