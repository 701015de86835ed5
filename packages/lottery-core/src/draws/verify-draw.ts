import type { DrawNumbers, GameId } from "../model/entities";
import { commitment, deriveDrawNumbers } from "./derive-draw";

/** A published draw: the commitment shown while it was open, the seed revealed and the numbers (R-DRAW-ENGINE). */
export interface PublishedDraw {
  gameId: GameId;
  drawNumber: number;
  commitment: string;
  seed: string;
  numbers: DrawNumbers;
}

/** The outcome of a recheck: valid, or the reasons it is not. */
export interface DrawVerification {
  valid: boolean;
  problems: string[];
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * Rechecks a published draw (R-DRAW-ENGINE): the seed must hash to the commitment, and the numbers must be the
 * ones derived from the seed by `deriveDrawNumbers`.
 */
export function verifyDraw(draw: PublishedDraw): DrawVerification {
  let expected: DrawNumbers;
  try {
    if (commitment(draw.seed) !== draw.commitment.toLowerCase()) {
      return { valid: false, problems: ["The seed does not match the published commitment."] };
    }
    expected = deriveDrawNumbers(draw.gameId, draw.drawNumber, draw.seed);
  } catch {
    return { valid: false, problems: ["The seed is not 64 lower-case hex characters."] };
  }
  const problems: string[] = [];
  if (!same(expected.winning, draw.numbers.winning))
    problems.push("The winning numbers differ from the seed's.");
  if (!same(expected.supplementary, draw.numbers.supplementary)) {
    problems.push("The supplementary numbers differ from the seed's.");
  }
  if (expected.powerball !== draw.numbers.powerball) problems.push("The Powerball differs from the seed's.");
  return { valid: problems.length === 0, problems };
}
