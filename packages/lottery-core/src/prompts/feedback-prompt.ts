/** What a feedback prompt follows (R-STATES Purchase; the deposit prompt of R-ACCOUNT). */
export type FeedbackMoment = "purchase" | "deposit";

/** What decides a feedback prompt after a purchase or deposit. */
export interface FeedbackPromptInput {
  /** The server's answer: the player has not been asked about this moment recently (R-CALLS). */
  eligible: boolean;
  /** The moment's feedback coefficient (R-ENTITIES): the percentage of eligible moments that ask. */
  coefficient: number;
  /** A uniform random number in [0, 1) (chance is an argument). */
  roll: number;
}

/**
 * Whether to ask for feedback now: only when eligible, and then for `coefficient` per cent of
 * moments (clamped to 0–100; not a number counts as 0), so a busy player is not asked every time (R-ENTITIES feedback coefficient, R-STATES purchase).
 * @example shouldAskForFeedback({ eligible: true, coefficient: 20, roll: 0.1 }) // true
 */
export function shouldAskForFeedback({ eligible, coefficient, roll }: FeedbackPromptInput): boolean {
  const percent = Number.isNaN(coefficient) ? 0 : Math.min(100, Math.max(0, coefficient));
  return eligible && roll * 100 < percent;
}
