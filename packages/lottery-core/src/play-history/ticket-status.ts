/**
 * A ticket's play-history status from its covered draws (R-ENTITIES codes; R-DRAW-ENGINE paying out): while any
 * draw is still to come it is PARTICIPATING 2; afterwards a prize above the auto-pay limit leaves it
 * WINNING_NOT_YET_PAID 3, any other prize PAID 7, and no prize NOT_WINNING 8. The one mapping from the
 * stored rows (`settled`, `prize` of each covered draw) to a status: settlement writes it, the marked
 * entry shows it per draw.
 */
import type { Cents } from "../model/entities";
import { PLAY_HISTORY_STATUS, type PlayHistoryStatusCode } from "./play-history-status";

/**
 * Status of a ticket given its covered draws' settlement; for one draw's own status pass that draw alone.
 * @example ticketStatusAfter([{ settled: true, prize: 1500 }], 100000) // 7 (PAID)
 */
export function ticketStatusAfter(
  covered: readonly { settled: boolean; prize: Cents }[],
  autoPayLimit: Cents,
): PlayHistoryStatusCode {
  if (covered.some((c) => !c.settled)) return PLAY_HISTORY_STATUS.PARTICIPATING;
  if (covered.some((c) => c.prize > autoPayLimit)) return PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID;
  if (covered.some((c) => c.prize > 0)) return PLAY_HISTORY_STATUS.PAID;
  return PLAY_HISTORY_STATUS.NOT_WINNING;
}
