/**
 * Which special draw of remote config `specialEvents` a game page offers (R-ENTITIES Remote config
 * specialEvents and Game session specialDraw, R-STATES special draw), and the advance play that reaches it.
 */
import type { EntryOptions, GameId, PurchaseConfig } from "../model/entities";
import { availableEntryOptions } from "../pricing/entry-options";
import { drawByNumber } from "../schedule/draw-calendar";
import { isSpecialDrawApplicable } from "../special-draws/special-draw";
import type { GameSpecialDraw } from "./game-entry-special-draw";

/** One remote config `specialEvents` entry (R-ENTITIES), as `@lotto/api` parses it. */
export interface SpecialEvent {
  game_id: number;
  draw_number: number;
  title: string;
  description?: string;
  /** ISO instant its sales close, when the server scheduled the draw (an extra Saturday Lotto draw). */
  sales_close?: string;
}

/** The game's next draw as the games list gives it (R-ENTITIES upcoming_draw). */
export interface UpcomingDraw {
  draw_number: number;
  sales_close: string;
}

/** What the game page knows when looking for a special draw. */
export interface SpecialEventInputs {
  gameId: GameId;
  config: PurchaseConfig;
  options: Pick<EntryOptions, "system" | "powerpik" | "numberOfBoards" | "multiDraw">;
  upcomingDraw: UpcomingDraw | null | undefined;
  events: readonly SpecialEvent[];
}

/** A special draw the page can offer: the event, the draw the entry starts on and how to reach it. */
export interface OfferedSpecialDraw {
  event: SpecialEvent;
  /** The draw the entry starts on: the special draw, or a one-day Medley play's first draw from it. */
  drawNumber: number;
  /** Advance-play offset (bit8_advance_id) of that draw in the loaded purchase config. */
  drawAdvance: number;
  /** ISO instant sales for that draw close (R-ENTITIES drawSaleCloseTime); null when not known. */
  drawSaleCloseTime: string | null;
  /** The `GAME.SPECIAL_DRAW` payload that points the entry at it. */
  draw: GameSpecialDraw;
}

/**
 * The earliest special draw of `events` that applies to this game by the R-STATES rule (number
 * present, odd for Saturday Lotto, upcoming draw, close date and entry options exist) and that the
 * purchase config prices, or null. A Millionaire Medley one-day config lists only its play day's
 * draws, so the entry starts on that day's first draw at or after the special draw: the spec's
 * +1/+2 draws from the special draw's day, already counted in that config's advance ids.
 */
export function offeredSpecialDraw(inputs: SpecialEventInputs): OfferedSpecialDraw | null {
  const { gameId, config, upcomingDraw } = inputs;
  const advanceOptions = availableEntryOptions(config, inputs.options).advancePlayOptions;
  const oneDay = config.game_variables.day !== null;
  const events = inputs.events
    .filter((event) => event.game_id === gameId)
    .sort((a, b) => a.draw_number - b.draw_number);
  for (const event of events) {
    const context = {
      gameId,
      specialDrawNumber: event.draw_number,
      upcomingDrawNumber: upcomingDraw?.draw_number,
      salesCloseDate: upcomingDraw?.sales_close,
    };
    if (!isSpecialDrawApplicable({ ...context, hasEntryOptions: advanceOptions.length > 0 })) continue;
    const option = advanceOptions.find((o) =>
      oneDay ? o.draws[0]! >= event.draw_number : o.draws[0] === event.draw_number,
    );
    if (!option) continue;
    const drawNumber = option.draws[0]!;
    return {
      event,
      drawNumber,
      drawAdvance: option.bit8_advance_id,
      drawSaleCloseTime: closeTime(gameId, drawNumber, upcomingDraw, event),
      draw: { ...context, drawAdvance: option.bit8_advance_id },
    };
  }
  return null;
}

// The next draw's close comes from the server, an extra draw's from its event; a later regular draw's
// from the shared calendar.
function closeTime(
  gameId: GameId,
  drawNumber: number,
  upcoming: UpcomingDraw | null | undefined,
  event: SpecialEvent,
) {
  if (upcoming?.draw_number === drawNumber) return upcoming.sales_close;
  if (event.draw_number === drawNumber && event.sales_close) return event.sales_close;
  return drawByNumber(gameId, drawNumber)?.salesClose.toInstant().toString() ?? null;
}
