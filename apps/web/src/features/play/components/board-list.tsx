import { type Board, boardName } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { colors, mediaDown, mediaExtraSmall, radius, space } from "@lotto/ui/theme";
import { Eraser, Plus, Sparkles, Trash2 } from "lucide-react";
import styled from "styled-components";
import { BoardBalls } from "@/components/ball";

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
            <Actions>
              <Button
                type="button"
                $variant="secondary"
                $size="small"
                onClick={() => props.onQuickPick(index)}
              >
                <Sparkles size={16} />
                Quick pick
              </Button>
              <Button type="button" $variant="ghost" $size="small" onClick={() => props.onClear(index)}>
                <Eraser size={16} />
                Clear
              </Button>
              <Button
                type="button"
                $variant="ghost"
                $size="small"
                disabled={!canDelete}
                onClick={() => props.onDelete(index)}
              >
                <Trash2 size={16} />
                Delete
              </Button>
            </Actions>
          </Row>
        ))}
      </List>
      <Button type="button" $variant="secondary" $size="small" disabled={!canAdd} onClick={props.onAdd}>
        <Plus size={16} />
        Add board
      </Button>
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
  gap: ${space.xxs} ${space.xs};
  padding: ${space.xxs} ${space.xs};
  border: 2px solid ${(p) => (p.$active ? colors.primary : colors.border)};
  border-radius: ${radius.md};
  background: ${colors.surface};
`;

/** Takes the row; on a phone the board's actions wrap below it rather than push past the edge. */
const Select = styled.button`
  display: flex;
  flex: 1 1 220px;
  align-items: center;
  min-width: 0;
  gap: ${space.sm};
  min-height: 44px;
  border: 0;
  background: none;
  color: ${colors.text};
  text-align: left;
  cursor: pointer;
`;

// One line of actions whatever the width: on a phone they sit under the board, never stacked. Below
// the tablet class the buttons close up to fit a 360 px phone's row; under 370 px their icons go too,
// so the three still share one line at 320 px (they wrap rather than scroll sideways past that).
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.xxs};
  margin-left: auto;
  button { white-space: nowrap; }
  ${mediaDown("tablet")} { button { gap: ${space.xxs}; padding-inline: ${space.xs}; } }
  ${mediaExtraSmall} { button svg { display: none; } }
`;
