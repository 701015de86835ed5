import { definitionOf, type GameRef } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";

/** Cash 3 stake in cents (spec §9). */
export type Cash3Stake = 50 | 100;
/** Cash 3 stake code on the wire: 1 = 50c, 2 = $1 (spec §3 Board, §9). */
export type Cash3StakeCode = 1 | 2;
/** Cash 3 play type: 1 exact order, 2 any order, 4 both (spec §9). */
export type Cash3PlayType = 1 | 2 | 4;

/** Default stake of a new digit board: 50 cents (spec §5 quick pick, §9 defaults). */
export const DEFAULT_STAKE: Cash3Stake = 50;

/** Stake in cents → wire code (spec §9: 50 or 100 cents, codes 1 and 2). */
export function stakeToCode(stake: Cash3Stake): Cash3StakeCode {
  return stake === 100 ? 2 : 1;
}

/** Wire code → stake in cents, or null for an unknown code (spec §9). */
export function stakeFromCode(code: number): Cash3Stake | null {
  if (code === 1) return 50;
  if (code === 2) return 100;
  return null;
}

/** True for a known Cash 3 play type 1, 2 or 4 (spec §9). */
export function isCash3PlayType(type: number): type is Cash3PlayType {
  return type === 1 || type === 2 || type === 4;
}

/**
 * How many 50c units one Cash 3 board costs per draw (spec §9): the stake in 50c steps, doubled for
 * play type 4 ("both" places the stake on exact and on any order).
 */
export function cash3BoardUnits(stake: Cash3Stake, type: Cash3PlayType): number {
  return (stake / 50) * (type === 4 ? 2 : 1);
}

/** Spec §5: Cash 3 with quick pick and 50 boards keeps its price when options change. */
export function skipsPriceRecompute(ref: GameRef, boards: number, quickPick: boolean): boolean {
  return hasPlayTypes(definitionOf(ref)) && boards === 50 && quickPick;
}
