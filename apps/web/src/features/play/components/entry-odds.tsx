import { type EntryInsights, expectedReturnText, oneIn as oneInN } from "@lotto/core";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import { InsightPanel } from "./insight-panel";

const oneIn = (probability: number) => {
  const n = oneInN(probability);
  return n === null ? "None" : `1 in ${n.toLocaleString("en-AU", { maximumFractionDigits: 1 })}`;
};

/** Props of {@link EntryOdds}. */
export interface EntryOddsProps {
  /** The entry's insights from lottery-core; null while the entry is incomplete. */
  insights: Pick<EntryInsights, "anyPrize" | "division1" | "expectedReturn" | "lastDraw"> | null;
}

/** The entry's odds of any prize and of Division 1, and its expected return in words (R-ODDS), before buying. */
export function EntryOdds({ insights }: EntryOddsProps) {
  return (
    <Section aria-labelledby="entry-odds-title">
      <h2 id="entry-odds-title">Your chances</h2>
      {insights === null ? (
        <p>Complete your entry to see its odds.</p>
      ) : (
        <dl>
          <dt>Odds of any prize</dt>
          <dd>{oneIn(insights.anyPrize)}</dd>
          <dt>Odds of Division 1</dt>
          <dd>{oneIn(insights.division1)}</dd>
          {/* Left out when it would mislead (core's entryInsights: no dividends, or Division 1 unwon). */}
          {insights.expectedReturn !== null && insights.lastDraw && (
            <>
              <dt>Expected return</dt>
              <dd>{expectedReturnText(insights.expectedReturn, insights.lastDraw.drawNumber)}</dd>
            </>
          )}
        </dl>
      )}
    </Section>
  );
}

const Section = styled(InsightPanel)`
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    color: ${colors.text};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;
