import { isGameId, type NextDrawView, nextDrawView } from "@lotto/core";
import { instantOf } from "@/lib/instant";

/** Options of {@link nextDrawAt}: the jackpot the server sent and the minutes left before the close. */
export interface NextDrawFixture {
  jackpotText?: string;
  /** Minutes from `now` to the close of the game's next draw; the calendar's close unless given. */
  minutesLeft?: number;
  /** An announced special draw on it, by title. */
  specialTitle?: string;
}

/** A game's next draw as core shows it at `now` (Saturday 28 November 2026, 9 am in Perth by default). */
export function nextDrawAt(
  gameId: number,
  o: NextDrawFixture = {},
  now = "2026-11-28T01:00:00Z",
): NextDrawView {
  if (!isGameId(gameId)) throw new Error(`Not a game: ${gameId}`);
  const at = instantOf(now);
  const calendar = nextDrawView(gameId, at, null);
  const upcoming = {
    draw_number: calendar.drawNumber,
    sales_close:
      o.minutesLeft === undefined ? calendar.salesClose : at.add({ minutes: o.minutesLeft }).toString(),
    jackpot_text: o.jackpotText ?? "",
  };
  const events = o.specialTitle
    ? [{ game_id: gameId, draw_number: calendar.drawNumber, title: o.specialTitle }]
    : [];
  return nextDrawView(gameId, at, upcoming, events);
}
