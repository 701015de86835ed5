import type { EntryInsights } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import { InsightPanel } from "./insight-panel";

/** Props of {@link SystemExplorer}. */
export interface SystemExplorerProps {
  /** System size of the board shown. */
  system: number;
  coverage: NonNullable<EntryInsights["coverage"]>;
  lastDraw: EntryInsights["lastDraw"];
}

const lastDrawText = (lastDraw: EntryInsights["lastDraw"]) => {
  if (!lastDraw) return null;
  const head = `In draw ${lastDraw.drawNumber} this entry would have won`;
  if (lastDraw.best === null) return `${head} nothing.`;
  if (lastDraw.prize === null) return `${head} Division ${lastDraw.best} (dividends not yet available).`;
  return `${head} ${formatMoney(lastDraw.prize)} (best: Division ${lastDraw.best}).`;
};

/** The standard games a System N board covers and what the entry would have won last draw (R-ODDS). */
export function SystemExplorer({ system, coverage, lastDraw }: SystemExplorerProps) {
  const hidden = coverage.total - coverage.games.length;
  return (
    <Section aria-labelledby="system-explorer-title">
      <h2 id="system-explorer-title">
        System {system} covers {coverage.total.toLocaleString("en-AU")} standard games
      </h2>
      {lastDraw && <p role="status">{lastDrawText(lastDraw)}</p>}
      <ol aria-label="Covered games">
        {coverage.games.map((g) => (
          <li key={g.numbers.join("-")}>
            <span>{g.numbers.join(" ")}</span>
            {g.division !== null && <Win>Division {g.division}</Win>}
          </li>
        ))}
      </ol>
      {hidden > 0 && <p>and {hidden.toLocaleString("en-AU")} more.</p>}
    </Section>
  );
}

const Section = styled(InsightPanel)`
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 4px 16px;
    margin: 0;
    padding-left: 24px;
    font-variant-numeric: tabular-nums;
  }
  li span {
    margin-right: 8px;
  }
`;

const Win = styled.strong`
  color: ${colors.success};
`;
