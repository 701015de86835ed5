import type { Cents } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { formatMoney } from "@lotto/ui/format-money";
import { StripeList, StripeRow } from "@lotto/ui/list";
import { SkeletonList } from "@lotto/ui/skeleton";
import { mediaUp, space } from "@lotto/ui/theme";
import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { BoardBalls } from "@/components/ball";

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
  /** Opens the favourite on its game page with the autoplay set-up. */
  onPlayAutomatically: (id: number) => void;
  onEdit: (id: number) => void;
  onRename: (id: number) => void;
  onDelete: (id: number) => void;
  /** What shows when there is nothing to list (first use, or nothing matching the filters). */
  empty: ReactNode;
}

/**
 * Height a one-board favourite row takes, as does its skeleton; on a phone the price and actions go
 * under the numbers (measured at 320, 390 and 1280 px).
 */
const rowHeight = css`
  min-height: 212px;
  ${mediaUp("tablet")} {
    min-height: 124px;
  }
`;

/** Skeleton rows shown while the favourites load: enough to fill a first screen. */
const SKELETON_ROWS = 4;

/** The list's placeholder while the favourites load: rows of the final height. */
export function FavouriteListSkeleton() {
  return <SkeletonList count={SKELETON_ROWS} rowHeight={rowHeight} radius="sm" label="Loading favourites" />;
}

/** The player's favourites with play, edit, rename and delete (R-SCREENS Favourites). */
export function FavouriteList(props: FavouriteListProps) {
  const { favourites, onPlay, onPlayAutomatically, onEdit, onRename, onDelete, empty } = props;
  if (favourites.length === 0) return empty;
  return (
    <StripeList aria-label="Favourites" tabIndex={-1}>
      {favourites.map((f) => (
        <Row key={f.id} aria-label={f.name} $colour={f.colour} data-favourite-id={f.id}>
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
              <Button type="button" $size="small" disabled={f.price === null} onClick={() => onPlay(f.id)}>
                Play
              </Button>
              <Button
                type="button"
                $variant="secondary"
                $size="small"
                disabled={f.price === null}
                onClick={() => onPlayAutomatically(f.id)}
              >
                Play automatically
              </Button>
              <Button type="button" $variant="secondary" $size="small" onClick={() => onEdit(f.id)}>
                Edit
              </Button>
              <Button type="button" $variant="secondary" $size="small" onClick={() => onRename(f.id)}>
                Rename
              </Button>
              <Button
                type="button"
                $variant="danger"
                $size="small"
                data-action="delete"
                onClick={(event) => {
                  focusAfterDelete(event.currentTarget);
                  onDelete(f.id);
                }}
              >
                Delete
              </Button>
            </Actions>
          </Side>
        </Row>
      ))}
    </StripeList>
  );
}

/**
 * Before a row goes, focus moves to the next row's first working button (else the previous row's, else
 * the list itself), so a keyboard or screen-reader player stays in the list instead of on the page's body.
 */
function focusAfterDelete(button: HTMLElement) {
  const row = button.closest("li");
  const list = row?.parentElement;
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>("button:not(:disabled)") ?? list;
  target?.focus();
}

/** Focuses a listed favourite's Delete button (after its delete is undone). */
export function focusDeleteOf(id: number) {
  document.querySelector<HTMLElement>(`[data-favourite-id="${id}"] [data-action="delete"]`)?.focus();
}

/** On a phone the price and actions wrap under the numbers instead of past the screen's edge. */
const Row = styled(StripeRow)`
  ${rowHeight}
  flex-wrap: wrap;

  > div {
    gap: 4px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  > div:first-child {
    flex: 1 1 260px;
  }
`;

const Side = styled.div`
  align-items: flex-end;
  gap: 8px !important;
`;

// The shared buttons: Play filled, Edit and Rename outlined, Delete in the error colour.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  flex-direction: row !important;
  justify-content: flex-end;
  gap: ${space.xs};
`;
