import { Temporal } from "temporal-polyfill";
import { cardJackpotText } from "../home/card-jackpot-text";
import type { GameId } from "../model/entities";
import { parseStoredInstant } from "../timing/instant";
import { calendarOf, drawByNumber, PERTH } from "./draw-calendar";
import { nextDraw } from "./next-draw";
import { type SalesCountdown, salesCountdown } from "./sales-countdown";
import { SPECIAL_DRAW_TEXT } from "./special-draw-text";

/** The upcoming draw as the games list sends it (R-ENTITIES Games list entry `upcoming_draw`). */
export interface ServerUpcomingDraw {
  draw_number: number;
  /** ISO instant of its sales close. */
  sales_close: string;
  jackpot_text?: string;
}

/** A special draw the operator announced (R-ENTITIES remote config specialEvents). */
export interface AnnouncedSpecialDraw {
  game_id: number;
  draw_number: number;
  title: string;
  sales_close?: string | undefined;
}

/** How a draw on sale is marked special: the operator's title, or none for an unannounced extra draw. */
export interface SpecialMark {
  title: string | null;
}

/** Everything a game shows about its next draw (docs/decisions.md "Next draw"). */
export interface NextDrawView {
  drawNumber: number;
  /** Its draw time in Perth: "Sat 5 Dec, 7:30 pm". */
  when: string;
  /** Its draw time as an ISO instant, for a `<time>` element. */
  drawTime: string;
  /** Its sales close as an ISO instant. */
  salesClose: string;
  /** The jackpot, or the game's prize promise; null when neither is known yet ('To be confirmed'). */
  prize: string | null;
  countdown: SalesCountdown;
  special: SpecialMark | null;
  /**
   * True once the draw the server sent has closed and this is the calendar's next draw instead: its
   * jackpot is not known yet, so the caller reads the games list again.
   */
  superseded: boolean;
}

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A moment in Perth as a game shows a draw or a close: "Sat 5 Dec, 7:30 pm" (R-GAMES: every time is
 * Perth time). Written out rather than through Intl, whose spaces and case differ between engines.
 */
export function perthDateTimeText(at: Temporal.Instant | Temporal.ZonedDateTime): string {
  const t = ("toInstant" in at ? at.toInstant() : at).toZonedDateTimeISO(PERTH);
  const hour = t.hour % 12 === 0 ? 12 : t.hour % 12;
  const minute = String(t.minute).padStart(2, "0");
  return `${DAYS[t.dayOfWeek - 1]} ${t.day} ${MONTHS[t.month - 1]}, ${hour}:${minute} ${t.hour < 12 ? "am" : "pm"}`;
}

/**
 * The draw time of draw `drawNumber`: the calendar's for a regular draw; an extra draw (off the regular
 * numbering, R-STATES) is drawn as long after its sales close as the game's regular draws are.
 */
export function drawTimeOf(
  gameId: GameId,
  drawNumber: number,
  salesClose: Temporal.Instant | null,
): Temporal.ZonedDateTime | null {
  const regular = drawByNumber(gameId, drawNumber);
  if (regular) return regular.drawTime;
  if (!salesClose) return null;
  const c = calendarOf(gameId);
  return salesClose.toZonedDateTimeISO(PERTH).add(c.close.until(c.draw));
}

/**
 * Whether draw `drawNumber` is special (R-STATES special draw): one the operator announced, by its
 * title, or an extra draw off the game's regular numbering. Null for a regular draw.
 */
export function specialMark(
  gameId: GameId,
  drawNumber: number,
  events: readonly AnnouncedSpecialDraw[],
): SpecialMark | null {
  const event = events.find((e) => e.game_id === gameId && e.draw_number === drawNumber);
  if (event) return { title: event.title };
  return drawByNumber(gameId, drawNumber) ? null : { title: null };
}

/**
 * The next draw of a game at `now` (R-GAMES draw days and times, R-HOME jackpot): the server's upcoming
 * draw while its sales are open, with its jackpot or the game's prize promise (`cardJackpotText`); from
 * its close on, the calendar's next draw (`nextDraw`), whose jackpot only the prize promise can tell.
 */
export function nextDrawView(
  gameId: GameId,
  now: Temporal.Instant,
  upcoming: ServerUpcomingDraw | null | undefined,
  events: readonly AnnouncedSpecialDraw[] = [],
): NextDrawView {
  const close = parseStoredInstant(upcoming?.sales_close);
  const open = upcoming && close && Temporal.Instant.compare(now, close) < 0;
  const calendar = open ? null : nextDraw(gameId, now);
  const drawNumber = open ? upcoming.draw_number : calendar!.drawNumber;
  const salesClose = open ? close : calendar!.salesClose.toInstant();
  // Never null: a close is always known here.
  const drawTime = drawTimeOf(gameId, drawNumber, salesClose)!;
  return {
    drawNumber,
    when: perthDateTimeText(drawTime),
    drawTime: drawTime.toInstant().toString(),
    salesClose: salesClose.toString(),
    prize: cardJackpotText(gameId, open ? upcoming.jackpot_text : undefined),
    countdown: salesCountdown(salesClose, now),
    special: specialMark(gameId, drawNumber, events),
    superseded: Boolean(upcoming) && !open,
  };
}

/**
 * An advance-play choice with its draw's date (R-STATES advance play): "Next draw · Sat 5 Dec, 7:30 pm",
 * "Draw 4644 · Sat 12 Dec, 7:30 pm", and "· Special draw" after a special one. `label` is the
 * purchase config's own ("Next draw", or "Draw 4644 (Sat 12 Dec)", whose date this replaces).
 */
export function advanceChoiceLabel(
  gameId: GameId,
  choice: { label: string; draws: readonly number[] },
  events: readonly AnnouncedSpecialDraw[] = [],
): string {
  const drawNumber = choice.draws[0];
  if (drawNumber === undefined) return choice.label;
  const event = events.find((e) => e.game_id === gameId && e.draw_number === drawNumber);
  const drawTime = drawTimeOf(gameId, drawNumber, parseStoredInstant(event?.sales_close));
  const name = choice.label.replace(/\s*\(.*\)$/, "");
  const parts = [name, ...(drawTime ? [perthDateTimeText(drawTime)] : [])];
  if (specialMark(gameId, drawNumber, events)) parts.push(SPECIAL_DRAW_TEXT);
  return parts.join(" · ");
}
