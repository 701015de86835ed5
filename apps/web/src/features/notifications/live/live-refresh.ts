import type { PlayerNotification } from "@lotto/api";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/api/invalidate";

/**
 * What a notification makes stale: a jackpot the games list, a settled draw the tickets, results,
 * jackpots and wallet (api/invalidate.ts). Active queries refetch at once, so open pages update
 * without a reload.
 */
export function refreshAfter(queries: QueryClient, notification: PlayerNotification): Promise<void> {
  return invalidateAfter(queries, notification.kind === "jackpot" ? "jackpot" : "drawSettled");
}
