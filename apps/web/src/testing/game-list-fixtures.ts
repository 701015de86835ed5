import type { GameListEntry } from "@lotto/api";

/** What differs between the games on a story's or test's games list (`GET /games`). */
export interface ListedGameOptions {
  /** When sales for the next draw close; Saturday 28 November 2026, 10:00 UTC unless given. */
  salesClose?: string;
  jackpotText?: string;
  /** Place on the home page's upcoming list, and on the results page unless `resultsOrder` is given. */
  order?: number;
  resultsOrder?: number;
  quickPicks?: GameListEntry["slikpik_homepage_options"];
  results?: GameListEntry["results"];
}

/** One game of the games list: its next draw on sale, no quick picks and no past results unless given. */
export function listedGame(title: string, drawNumber: number, o: ListedGameOptions = {}): GameListEntry {
  const order = o.order ?? 1;
  return {
    title,
    upcoming_draw: {
      draw_number: drawNumber,
      sales_close: o.salesClose ?? "2026-11-28T10:00:00Z",
      jackpot: 0,
      jackpot_text: o.jackpotText ?? "",
      commitment: "c",
    },
    slikpik_homepage_options: o.quickPicks ?? [],
    upcoming_order: order,
    results_order: o.resultsOrder ?? order,
    results: o.results ?? [],
  };
}

/** A home page quick pick of Powerball: `boards` standard games, System 7, one draw. */
export const powerballQuickPick = (label: string, price: number, boards: number, powerpik = false) => ({
  label,
  price,
  system: 7,
  boards,
  stake: 0,
  type: 1,
  multidraw: 1,
  powerpik,
});
