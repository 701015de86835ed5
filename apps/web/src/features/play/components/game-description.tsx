import { Disclosure } from "@lotto/ui/disclosure";
import { stackedRows } from "@lotto/ui/table";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** One odds line of a game description (R-ENTITIES Game description odds list). */
export interface OddsLine {
  division: number;
  what: string;
  oddsOfWinning: string;
  prize: string;
}

/** Props of {@link GameDescription}; texts come from remote config (R-ENTITIES Game description). */
export interface GameDescriptionProps {
  info: string;
  howToWin: string;
  odds: readonly OddsLine[];
  extra?: readonly { title: string; text: string }[];
}

/** Game information, how to win and the odds table (R-SCREENS, R-ENTITIES Game description). */
export function GameDescription({ info, howToWin, odds, extra = [] }: GameDescriptionProps) {
  return (
    <Section aria-labelledby="game-description-title">
      <h2 id="game-description-title">About this game</h2>
      <p>{info}</p>
      <h3>How to win</h3>
      <p>{howToWin}</p>
      <OddsTable>
        <caption>Odds of winning</caption>
        <thead>
          <tr>
            <th scope="col">Division</th>
            <th scope="col">Winning combination</th>
            <th scope="col">Odds (1 in)</th>
            <th scope="col">Prize</th>
          </tr>
        </thead>
        <tbody>
          {odds.map((line) => (
            <tr key={line.division}>
              <td data-label="Division">{line.division}</td>
              <td data-label="Winning combination">{line.what}</td>
              <td data-label="Odds (1 in)">{line.oddsOfWinning}</td>
              <td data-label="Prize">{line.prize}</td>
            </tr>
          ))}
        </tbody>
      </OddsTable>
      {extra.map((item) => (
        <Disclosure key={item.title}>
          <summary>{item.title}</summary>
          <p>{item.text}</p>
        </Disclosure>
      ))}
    </Section>
  );
}

/** Four columns do not fit a phone: the rows stack there. */
const OddsTable = styled.table`
  caption {
    text-align: left;
    font-weight: 700;
    padding: 8px 0;
  }
  th,
  td {
    padding: 6px;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  /* Last, so the phone layout overrides the cell borders above. */
  ${stackedRows}
`;

const Section = styled.section`
  padding: 16px;
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
`;
