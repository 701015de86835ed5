import { definitionOf, type GameRef } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";
import type { EntryOptions } from "../model/entities";
import type { Cash3PlayType, Cash3Stake } from "./cash3";

/** The stakes a board of the game may carry, in cents, cheapest first (Cash 3: 50c or $1, R-LIMITS). */
export function stakeChoices(ref: GameRef): readonly Cash3Stake[] {
  return definitionOf(ref).stakes;
}

/** One Cash 3 play type with its label (R-GAMES: exact order, any order, or both). */
export interface Cash3PlayTypeChoice {
  type: Cash3PlayType;
  label: string;
}

/** Cash 3 play types in wire order 1, 2, 4 (R-LIMITS; 4 places the stake on both). */
export const CASH3_PLAY_TYPES: readonly Cash3PlayTypeChoice[] = [
  { type: 1, label: "Exact" },
  { type: 2, label: "Any" },
  { type: 4, label: "Both" },
];

/** Whether a game's page offers the Cash 3 stake and play-type choices (R-VALIDATION). */
export function hasCash3Choices(ref: GameRef): boolean {
  return hasPlayTypes(definitionOf(ref));
}

/** The stake for a chosen value, or null when the game does not sell it (R-LIMITS). */
export function parseStake(ref: GameRef, value: number | string): Cash3Stake | null {
  const n = Number(value);
  return stakeChoices(ref).find((s) => s === n) ?? null;
}

/** The play type of the set-all-boards flags: both flags → 4, any only → 2, else exact 1 (R-LIMITS). */
export function cash3PlayTypeOf(flags: Pick<EntryOptions["setAllBoards"], "exact" | "any">): Cash3PlayType {
  if (flags.exact && flags.any) return 4;
  return flags.any ? 2 : 1;
}

/** The set-all-boards flags of a play type, inverse of {@link cash3PlayTypeOf} (R-LIMITS). */
export function cash3PlayFlags(type: Cash3PlayType): { exact: boolean; any: boolean } {
  return { exact: type !== 2, any: type !== 1 };
}
