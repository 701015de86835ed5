import type { Cents } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link WeeklySpendLine}. */
export interface WeeklySpendLineProps {
  /** The most the active autoplays may spend a week, together. */
  weeklyMaximum: Cents;
  /** The player's weekly spend limit, null while it loads or when none is set. */
  weeklyLimit: Cents | null;
}

/** What the active autoplays may spend a week beside the weekly spend limit, which they never pass. */
export function WeeklySpendLine({ weeklyMaximum, weeklyLimit }: WeeklySpendLineProps) {
  return (
    <Line data-testid="autoplays-weekly">
      Your active autoplays may spend up to <strong>{formatMoney(weeklyMaximum)}</strong> a week
      {weeklyLimit !== null && (
        <>
          {" "}
          within your weekly spend limit of <strong>{formatMoney(weeklyLimit)}</strong>
        </>
      )}
      . A draw the limit or your balance does not cover is skipped, and you are told.
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  color: ${colors.text};
`;
