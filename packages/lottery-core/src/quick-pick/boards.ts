import type { Board } from "../model/entities";

/** Adds a board at the end; the board count is the list length, so it rises by one (R-VALIDATION). */
export function addBoard(boards: readonly Board[], board: Board): Board[] {
  return [...boards, board];
}

/** Removes the board at `index`, so the count falls by one; an index out of range changes nothing (R-VALIDATION). */
export function deleteBoard(boards: readonly Board[], index: number): Board[] {
  return boards.filter((_, i) => i !== index);
}

/** An empty board: no numbers, no Powerball, default stake 50 and play type 1 (R-VALIDATION, R-LIMITS). */
export function emptyBoard(): Board {
  return { numbers: [], powerball: null, stake: 50, type: 1 };
}
