import type { Board } from "../model/entities";

/** Adds a board at the end; the board count is the list length, so it rises by one (spec §5). */
export function addBoard(boards: readonly Board[], board: Board): Board[] {
  return [...boards, board];
}

/** Removes the board at `index`, so the count falls by one; an index out of range changes nothing (spec §5). */
export function deleteBoard(boards: readonly Board[], index: number): Board[] {
  return boards.filter((_, i) => i !== index);
}

/** An empty board: no numbers, no Powerball, default stake 50 and play type 1 (spec §5, §9). */
export function emptyBoard(): Board {
  return { numbers: [], powerball: null, stake: 50, type: 1 };
}
