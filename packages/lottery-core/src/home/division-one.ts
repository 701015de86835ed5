/** A division line with its winner count, as results carry them (R-ENTITIES Result divisions). */
export interface DivisionWinners {
  division: number;
  winners: number;
}

/** How a result's division one reads (R-HOME/Results): dialog, no winners, or not yet available. */
export type DivisionOneState = "winners" | "no-winners" | "not-yet-available";

/**
 * The state of a result's division one (R-HOME): with winners it opens the dividends dialog; without
 * division-one data the dividends are 'not yet available'.
 */
export function divisionOneState(divisions: readonly DivisionWinners[]): DivisionOneState {
  const one = divisions.find((line) => line.division === 1);
  if (!one) return "not-yet-available";
  return one.winners > 0 ? "winners" : "no-winners";
}
