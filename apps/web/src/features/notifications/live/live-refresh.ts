import type { PlayerNotification } from "@lotto/api";
import type { QueryClient } from "@tanstack/react-query";
import { NOTIFICATIONS_KEY } from "../api/notification-queries";

/**
 * What a notification makes stale: the centre's list, and after a settled draw the player's tickets,
 * their entry details, the results, the games list (next jackpot) and the wallet (credited wins).
 * Active queries refetch at once, so open pages update without a reload.
 */
export function refreshAfter(queries: QueryClient, notification: PlayerNotification): Promise<void> {
  const keys: readonly (readonly string[])[] =
    notification.kind === "jackpot"
      ? [NOTIFICATIONS_KEY, ["games"]]
      : [
          NOTIFICATIONS_KEY,
          ["play-history"],
          ["marked-entry"],
          ["results"],
          ["games"],
          ["balances"],
          ["limits"],
        ];
  return Promise.all(keys.map((queryKey) => queries.invalidateQueries({ queryKey }))).then(() => undefined);
}
