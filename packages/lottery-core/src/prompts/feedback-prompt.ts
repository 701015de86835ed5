/** What a feedback prompt follows (spec §4 Purchase; the deposit prompt of issue 8). */
export type FeedbackMoment = "purchase" | "deposit";

/** What decides a feedback prompt after a purchase or deposit. */
export interface FeedbackPromptInput {
  /** The server's answer: the player has not been asked about this moment recently (spec §7). */
  eligible: boolean;
  /** The moment's feedback coefficient (spec §3): the percentage of eligible moments that ask. */
  coefficient: number;
  /** A uniform random number in [0, 1) (STYLE: chance is an argument). */
  roll: number;
}

/**
 * Whether to ask for feedback now: only when eligible, and then for `coefficient` per cent of
 * moments (clamped to 0–100; not a number counts as 0), so a busy player is not asked every time (spec §3 feedback coefficient, §4 purchase).
 * @example shouldAskForFeedback({ eligible: true, coefficient: 20, roll: 0.1 }) // true
 */
export function shouldAskForFeedback({ eligible, coefficient, roll }: FeedbackPromptInput): boolean {
  const percent = Number.isNaN(coefficient) ? 0 : Math.min(100, Math.max(0, coefficient));
  return eligible && roll * 100 < percent;
}
