import type { Cents } from "@lotto/core";

/**
 * One division line of a draw result (R-ENTITIES Result divisions: each, winners, and the division
 * matrix's combination), with its prize in words from core's `dividendText` ("No winners", an annuity).
 */
export interface DivisionLine {
  division: number;
  each: Cents;
  winners: number;
  combination: string;
  prize: string;
}

/** A draw result as the home 'Latest Results' and the dividends dialog show it (R-ENTITIES Result). */
export interface ResultSummary {
  id: string;
  gameTitle: string;
  colour: string;
  /** The game's kind in core: a digits game's numbers show as digits. */
  gameKind: "lotto" | "digits";
  drawNumber: number;
  drawDate: string;
  winning: readonly number[];
  supplementary: readonly number[];
  powerball: number | null;
  divisions: readonly DivisionLine[];
}
