/**
 * Why an entry cannot go in the cart yet, and which board the picker shows next (R-STATES Game entry):
 * the game page says the reason beside its disabled 'Add to cart' and, once a board is full, moves the
 * picker to the next board still to fill.
 */
import { gameById } from "../games/lookup";
import { boardName } from "../model/board-name";
import type { Board, Cents, EntryOptions, PurchaseConfig } from "../model/entities";
import { effectiveSystem } from "../pricing/system-key";
import { isBoardComplete } from "./game-entry-rules";

/** The texts of {@link addToCartBlocker}. */
export const ENTRY_READINESS_TEXT = {
  noBoards: "Add a board to play.",
  noPrice: "This entry has no price for the options chosen: choose other options.",
  empty: (board: string, count: number, unit: string) =>
    `Board ${board} is empty: pick ${count} ${unit} or use Quick Pick.`,
  short: (board: string, count: number, unit: string) =>
    `Board ${board} needs ${count} more ${count === 1 ? unit.replace(/s$/, "") : unit}.`,
  over: (board: string, count: number, unit: string) =>
    `Board ${board} has ${count} ${count === 1 ? unit.replace(/s$/, "") : unit} too many: remove ${count === 1 ? "it" : "them"}.`,
  powerball: (board: string) => `Board ${board} needs its Powerball.`,
  movedTo: (from: string, to: string) => `Board ${from} is full: now picking board ${to}.`,
  alsoIncomplete: (count: number) => ` ${count} more ${count === 1 ? "board is" : "boards are"} not full.`,
} as const;

/** The index of the first board not yet full, looking from `from` round to the start; null when all are. */
export function nextIncompleteBoard(
  config: PurchaseConfig,
  options: EntryOptions,
  boards: readonly Board[],
  from = 0,
): number | null {
  for (let step = 0; step < boards.length; step++) {
    const i = (from + step) % boards.length;
    if (!isBoardComplete(config, options, boards[i]!)) return i;
  }
  return null;
}

/**
 * The board the picker shows after board `index` changed to `boards[index]`: the next board still to
 * fill once it is full (the one after it first), else the same board.
 * @example boardAfterPick(config, options, [full, empty, empty], 0) // 1
 */
export function boardAfterPick(
  config: PurchaseConfig,
  options: EntryOptions,
  boards: readonly Board[],
  index: number,
): number {
  const board = boards[index];
  if (!board || !isBoardComplete(config, options, board)) return index;
  return nextIncompleteBoard(config, options, boards, index + 1) ?? index;
}

/**
 * Why 'Add to cart' is disabled, in the player's words, or null when the entry can go in the cart: the
 * first board not full (empty, short of numbers or of its Powerball) and how many others are not, or
 * an entry the price table does not price.
 */
export function addToCartBlocker(
  config: PurchaseConfig,
  options: EntryOptions,
  boards: readonly Board[],
  price: Cents | null,
): string | null {
  if (boards.length === 0) return ENTRY_READINESS_TEXT.noBoards;
  const first = nextIncompleteBoard(config, options, boards);
  if (first === null) return price === null ? ENTRY_READINESS_TEXT.noPrice : null;
  const game = gameById(config.game_variables.game_id);
  const unit = game.kind === "digits" ? "digits" : "numbers";
  const required = effectiveSystem(game, options.system);
  const board = boards[first]!;
  const name = boardName(first);
  const reason =
    board.numbers.length === 0
      ? ENTRY_READINESS_TEXT.empty(name, required, unit)
      : board.numbers.length < required
        ? ENTRY_READINESS_TEXT.short(name, required - board.numbers.length, unit)
        : board.numbers.length > required
          ? ENTRY_READINESS_TEXT.over(name, board.numbers.length - required, unit)
          : ENTRY_READINESS_TEXT.powerball(name);
  const others = boards.filter((b, i) => i !== first && !isBoardComplete(config, options, b)).length;
  return others > 0 ? reason + ENTRY_READINESS_TEXT.alsoIncomplete(others) : reason;
}
