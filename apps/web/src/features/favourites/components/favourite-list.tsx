import type { Cents } from "@lotto/core";
import styled from "styled-components";
import { BoardBalls } from "@/components/ball";
import { colors } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";

/** A favourite as the Favourites page lists it (R-ENTITIES Favourite). */
export interface FavouriteLine {
  id: number;
  name: string;
  gameName: string;
  colour: string;
  /** Null shows 'Available in-store' (R-ENTITIES). */
  price: Cents | null;
  gameKind: "lotto" | "digits";
  /** Each board's numbers; a Powerball of 0 is Powerpik. */
  boards: readonly { name: string; numbers: readonly number[]; powerball: number | null }[];
}

/** Props of {@link FavouriteList}. */
export interface FavouriteListProps {
  favourites: readonly FavouriteLine[];
  onPlay: (id: number) => void;
  onEdit: (id: number) => void;
  onRename: (id: number) => void;
  onDelete: (id: number) => void;
}

/** The player's favourites with play, edit, rename and delete (R-SCREENS Favourites). */
export function FavouriteList({ favourites, onPlay, onEdit, onRename, onDelete }: FavouriteListProps) {
  if (favourites.length === 0) return <p>No favourites match these filters.</p>;
  return (
    <List>
      {favourites.map((f) => (
        <Row key={f.id} aria-label={f.name} $colour={f.colour}>
          <div>
            <strong>{f.name}</strong>
            <span>{f.gameName}</span>
            {f.boards.map((board) => (
              <BoardBalls
                key={board.name}
                label={`Board ${board.name}`}
                gameKind={f.gameKind}
                colour={f.colour}
                numbers={board.numbers}
                powerball={board.powerball}
              />
            ))}
          </div>
          <Side>
            <strong>{f.price === null ? "Available in-store" : formatMoney(f.price)}</strong>
            <Actions>
              <button type="button" disabled={f.price === null} onClick={() => onPlay(f.id)}>
                Play
              </button>
              <button type="button" onClick={() => onEdit(f.id)}>
                Edit
              </button>
              <button type="button" onClick={() => onRename(f.id)}>
                Rename
              </button>
              <button type="button" onClick={() => onDelete(f.id)}>
                Delete
              </button>
            </Actions>
          </Side>
        </Row>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** On a phone the price and actions wrap under the numbers instead of past the screen's edge. */
const Row = styled.li<{ $colour: string }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
  border-left: 6px solid ${(p) => p.$colour};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};

  > div {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Side = styled.div`
  align-items: flex-end;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  flex-direction: row !important;
  gap: 6px;

  button {
    padding: 4px 8px;
    border: 1px solid ${colors.primary};
    border-radius: 6px;
    background: ${colors.surface};
    color: ${colors.primary};
    cursor: pointer;
  }
  button:disabled {
    border-color: ${colors.border};
    color: ${colors.inactive};
    cursor: not-allowed;
  }
`;
