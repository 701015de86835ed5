import type { Temporal } from "temporal-polyfill";
import type { GameId } from "../model/entities";
import type { PlayHistoryStatusCode } from "./play-history-status";

/** The filters of the tickets page (R-ENTITIES play history, R-STATES). "All" means no filter. */
export interface PlayHistoryFilters {
  fromDate: Temporal.PlainDate | null;
  toDate: Temporal.PlainDate | null;
  gameType: GameId | "All";
  page: number;
  status: PlayHistoryStatusCode | "All";
}

/** Default filters (R-STATES): first page, ticket status All, game type All, no dates. */
export const DEFAULT_PLAY_HISTORY_FILTERS: PlayHistoryFilters = {
  fromDate: null,
  toDate: null,
  gameType: "All",
  page: 1,
  status: "All",
};

/**
 * The `GET /user/play-history` query for the filters (R-CALLS): from_date, to_date, game_id, page,
 * status; "All" and missing dates are left out.
 * @example playHistoryQuery(DEFAULT_PLAY_HISTORY_FILTERS) // { page: "1" }
 */
export function playHistoryQuery(filters: PlayHistoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.fromDate) query.from_date = filters.fromDate.toString();
  if (filters.toDate) query.to_date = filters.toDate.toString();
  if (filters.gameType !== "All") query.game_id = String(filters.gameType);
  query.page = String(Math.max(1, Math.trunc(filters.page)));
  if (filters.status !== "All") query.status = String(filters.status);
  return query;
}
