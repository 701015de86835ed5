import type { MarkedEntry } from "@lotto/api";
import { gameById } from "@lotto/core";
import styled from "styled-components";
import { BoardBalls, DrawnBalls } from "@/components/ball";
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

/** A ticket's draws with its marked numbers as balls, matches ticked, and the prize per draw (R-SCREENS Tickets). */
export function EntryDetails({ entry, gameName, statusLabel, onClose }: EntryDetailsProps) {
  const game = gameById(entry.game_id);
  return (
    <Panel aria-labelledby="entry-details-title">
      <h2 id="entry-details-title">
        {gameName} · {statusLabel(entry.status)}
      </h2>
      {entry.draws.map((draw) => {
        const drawn = draw.winning_numbers.length > 0;
        return (
          <Draw key={draw.draw_number} aria-label={`Draw ${draw.draw_number}`}>
            <h3>
              Draw {draw.draw_number} · {statusLabel(draw.status)}
              {draw.prize > 0 && ` · won ${formatMoney(draw.prize)}`}
            </h3>
            {drawn ? (
              <DrawnBalls
                label={`Draw ${draw.draw_number} numbers`}
                gameKind={game.kind}
                colour={game.colour}
                winning={draw.winning_numbers}
                supplementary={draw.supplementary_numbers}
                powerball={draw.powerball}
                size="small"
              />
            ) : (
              <p>Not drawn yet</p>
            )}
            <Boards>
              {draw.boards.map((board) => (
                <li key={board.group_name}>
                  <strong>{board.group_name}</strong>
                  <BoardBalls
                    label={`Board ${board.group_name}`}
                    gameKind={game.kind}
                    colour={game.colour}
                    numbers={board.numbers}
                    matched={drawn ? board.matched : undefined}
                  />
                  {board.division !== null && (
                    <span>
                      Division {board.division}: {formatMoney(board.prize)}
                    </span>
                  )}
                </li>
              ))}
            </Boards>
          </Draw>
        );
      })}
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
`;

const Boards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;
