import type { MarkedEntry } from "@lotto/api";
import styled from "styled-components";
import { colors } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";

/** Props of {@link EntryDetails}. */
export interface EntryDetailsProps {
  entry: MarkedEntry;
  gameName: string;
  /** Status label per play-history code (core). */
  statusLabel: (status: number) => string;
  onClose: () => void;
}

/** A ticket's draws with its marked numbers, matches highlighted, and the prize per draw (spec §2 Tickets). */
export function EntryDetails({ entry, gameName, statusLabel, onClose }: EntryDetailsProps) {
  return (
    <Panel aria-labelledby="entry-details-title">
      <h2 id="entry-details-title">
        {gameName} · {statusLabel(entry.status)}
      </h2>
      {entry.draws.map((draw) => (
        <Draw key={draw.draw_number} aria-label={`Draw ${draw.draw_number}`}>
          <h3>
            Draw {draw.draw_number} · {statusLabel(draw.status)}
            {draw.prize > 0 && ` · won ${formatMoney(draw.prize)}`}
          </h3>
          {draw.winning_numbers.length > 0 ? (
            <p>
              Drawn: {draw.winning_numbers.join(" ")}
              {draw.supplementary_numbers.length > 0 && ` · supp ${draw.supplementary_numbers.join(" ")}`}
              {draw.powerball !== null && ` · PB ${draw.powerball}`}
            </p>
          ) : (
            <p>Not drawn yet</p>
          )}
          <ul>
            {draw.boards.map((board) => (
              <li key={board.group_name}>
                {board.group_name}:{" "}
                {board.numbers.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: digit games repeat numbers, position is the identity
                  <Num key={i} $hit={board.matched.includes(n)}>
                    {n}
                  </Num>
                ))}
                {board.division !== null && ` Division ${board.division}: ${formatMoney(board.prize)}`}
              </li>
            ))}
          </ul>
        </Draw>
      ))}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </Panel>
  );
}

const Panel = styled.section`
  padding: 16px;
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
`;

const Draw = styled.article`
  padding: 8px 0;
  border-bottom: 1px solid ${colors.border};

  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Num = styled.span<{ $hit: boolean }>`
  display: inline-block;
  min-width: 26px;
  margin: 2px;
  padding: 2px 4px;
  border-radius: 12px;
  background: ${(p) => (p.$hit ? colors.accent : colors.background)};
  font-weight: ${(p) => (p.$hit ? 700 : 400)};
  text-align: center;
`;
