import type { Board } from "@lotto/core";
import styled from "styled-components";
import { BoardBalls } from "@/components/ball";
import { colors } from "@/config/theme";

/** Props of {@link BoardList}. */
export interface BoardListProps {
  boards: readonly Board[];
  /** The game's kind and colour in core, for the boards' balls. */
  gameKind: "lotto" | "digits";
  colour: string;
  active: number;
  /** Whether adding or deleting a board is allowed now (the machine's `can`). */
  canAdd: boolean;
  canDelete: boolean;
  onSelect: (index: number) => void;
  onQuickPick: (index: number) => void;
  onClear: (index: number) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
}

const boardName = (index: number) => String.fromCharCode(65 + (index % 26));

/** The entry's boards with quick pick, clear and delete each, and 'Add board' (R-SCREENS, R-VALIDATION Quick pick). */
export function BoardList(props: BoardListProps) {
  const { boards, active, canAdd, canDelete } = props;
  return (
    <section aria-label="Boards">
      <List>
        {boards.map((board, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a board is identified by its position (A, B, …)
          <Row key={index} $active={index === active}>
            <Select type="button" aria-current={index === active} onClick={() => props.onSelect(index)}>
              <strong>{boardName(index)}</strong>
              {board.numbers.length > 0 || board.powerball !== null ? (
                <BoardBalls
                  label={`Board ${boardName(index)}`}
                  gameKind={props.gameKind}
                  colour={props.colour}
                  numbers={board.numbers}
                  powerball={board.powerball}
                />
              ) : (
                <span>Pick your numbers</span>
              )}
            </Select>
            <Action type="button" onClick={() => props.onQuickPick(index)}>
              Quick pick
            </Action>
            <Action type="button" onClick={() => props.onClear(index)}>
              Clear
            </Action>
            <Action type="button" disabled={!canDelete} onClick={() => props.onDelete(index)}>
              Delete
            </Action>
          </Row>
        ))}
      </List>
      <Action type="button" disabled={!canAdd} onClick={props.onAdd}>
        Add board
      </Action>
    </section>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  padding: 4px;
  border: 2px solid ${(p) => (p.$active ? colors.primary : colors.border)};
  border-radius: 8px;
  background: ${colors.surface};
`;

const Select = styled.button`
  display: flex;
  flex: 1 1 220px;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  border: 0;
  background: none;
  color: ${colors.text};
  text-align: left;
  cursor: pointer;
`;

const Action = styled.button`
  padding: 4px 8px;
  border: 1px solid ${colors.primary};
  border-radius: 6px;
  background: ${colors.surface};
  color: ${colors.primary};
  cursor: pointer;

  &:disabled {
    border-color: ${colors.border};
    color: ${colors.inactive};
    cursor: not-allowed;
  }
`;
