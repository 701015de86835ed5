import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys } from "./queries";

const k = queryKeys;

/**
 * What each write of the player (or news from the server) makes stale, and nothing more: a purchase
 * moves money and makes tickets, a deposit moves money and may save a card, a settled draw pays wins.
 * Reads not listed here (games, results, legal texts, config) keep their cache.
 */
export const STALE_AFTER = {
  /** Money out, the week's spend, new tickets (R-STATES Purchase refreshes balance and limits). */
  purchase: [k.balances, k.limits, k.spendWeeks, k.transactions, k.playHistory],
  /** Money in (and what may still be deposited); a card deposit may save the card. */
  deposit: [k.balances, k.limits, k.depositLimits, k.transactions, k.cards],
  /** A withdrawal made or cancelled, or the bank account it pays to. */
  withdrawal: [k.balances, k.transactions, k.withdrawals],
  /** A card added or removed. */
  card: [k.cards],
  /** A favourite saved, renamed or deleted. */
  favourite: [k.favourites, k.favourite],
  /** An autoplay set up, edited, paused, resumed or cancelled. */
  autoplay: [k.autoplays, k.autoplay],
  /** An autoplay bought or skipped a draw: a new ticket and money out, or a new line of its history. */
  autoplayRun: [
    k.notifications,
    k.autoplays,
    k.autoplay,
    k.balances,
    k.limits,
    k.spendWeeks,
    k.transactions,
    k.playHistory,
  ],
  /** The notification centre was read. */
  notificationsRead: [k.notifications],
  /** A draw was settled: tickets, their outcome, results, the next jackpot and credited wins. */
  drawSettled: [k.notifications, k.playHistory, k.markedEntry, k.results, k.games, k.balances, k.limits],
  /** A new jackpot was announced. */
  jackpot: [k.notifications, k.games],
} as const satisfies Record<string, readonly QueryKey[]>;

/** A write the app knows the consequences of. */
export type Write = keyof typeof STALE_AFTER;

/** Marks stale what `write` changed; open pages reading it refetch at once. */
export function invalidateAfter(client: QueryClient, write: Write): Promise<void> {
  return Promise.all(STALE_AFTER[write].map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
