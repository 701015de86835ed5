/**
 * A ticket's play-history status from its covered draws (R-ENTITIES codes; R-DRAW-ENGINE paying out): while any
 * draw is still to come it is PARTICIPATING 2; afterwards a prize above the auto-pay limit leaves it
 * WINNING_NOT_YET_PAID 3, any other prize PAID 7, and no prize NOT_WINNING 8.
 */
import { type Cents, PLAY_HISTORY_STATUS, type PlayHistoryStatusCode } from "@lotto/core";

/** Status of a ticket given its covered draws' settlement (R-DRAW-ENGINE). */
export function ticketStatusAfter(
  covered: readonly { settled: boolean; prize: Cents }[],
  autoPayLimit: Cents,
): PlayHistoryStatusCode {
  if (covered.some((c) => !c.settled)) return PLAY_HISTORY_STATUS.PARTICIPATING;
  if (covered.some((c) => c.prize > autoPayLimit)) return PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID;
  if (covered.some((c) => c.prize > 0)) return PLAY_HISTORY_STATUS.PAID;
  return PLAY_HISTORY_STATUS.NOT_WINNING;
}
