/** Play-history ticket status codes (R-ENTITIES). */
export const PLAY_HISTORY_STATUS = {
  PARTICIPATING: 2,
  WINNING_NOT_YET_PAID: 3,
  CANCELLED: 4,
  WINNING: 5,
  PAID: 7,
  NOT_WINNING: 8,
  BLOCKED: 16,
  TEMPORARY_BLOCKED: 17,
  FAILED: 101,
} as const;

/** A play-history status name. */
export type PlayHistoryStatusName = keyof typeof PLAY_HISTORY_STATUS;
/** A play-history status code. */
export type PlayHistoryStatusCode = (typeof PLAY_HISTORY_STATUS)[PlayHistoryStatusName];

/** Display labels of the status codes; the spec names the codes only, these words are ours. */
const LABELS: Record<PlayHistoryStatusCode, string> = {
  2: "Participating",
  3: "Winning, not yet paid",
  4: "Cancelled",
  5: "Winning",
  7: "Paid",
  8: "Not winning",
  16: "Blocked",
  17: "Temporarily blocked",
  101: "Failed",
};

/**
 * The label of a play-history status code (R-ENTITIES), or null for an unknown code.
 * @example playHistoryStatusLabel(7) // "Paid"
 */
export function playHistoryStatusLabel(code: number): string | null {
  return LABELS[code as PlayHistoryStatusCode] ?? null;
}

const WON: ReadonlySet<number> = new Set([
  PLAY_HISTORY_STATUS.WINNING,
  PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID,
  PLAY_HISTORY_STATUS.PAID,
]);

/**
 * Whether a play-history status code is a win, paid or not (R-ENTITIES), for the Tickets list's win mark.
 * @example isWinningStatus(3) // true
 */
export function isWinningStatus(code: number): boolean {
  return WON.has(code);
}
