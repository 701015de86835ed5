import {
  DEFAULT_PLAY_HISTORY_FILTERS,
  isGameId,
  PLAY_HISTORY_STATUS,
  type PlayHistoryFilters,
} from "@lotto/core";
import { instantOf } from "@/lib/instant";
import type { TicketFilterValues } from "../components/ticket-filters";

const CODES: readonly number[] = Object.values(PLAY_HISTORY_STATUS);

// A date input's YYYY-MM-DD as core's PlainDate in Perth (R-GAMES time zone), without the polyfill here.
const plainDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? instantOf(`${value}T00:00:00+08:00`).toZonedDateTimeISO("Australia/Perth").toPlainDate()
    : null;

/** The form's values as core's play-history filters; '' and unknown values mean All (R-STATES). */
export function toFilters(values: TicketFilterValues, page: number): PlayHistoryFilters {
  const gameId = Number(values.gameId);
  const status = Number(values.status);
  return {
    ...DEFAULT_PLAY_HISTORY_FILTERS,
    fromDate: plainDate(values.fromDate),
    toDate: plainDate(values.toDate),
    gameType: values.gameId && isGameId(gameId) ? gameId : "All",
    status: values.status && CODES.includes(status) ? (status as PlayHistoryFilters["status"]) : "All",
    page,
  };
}
