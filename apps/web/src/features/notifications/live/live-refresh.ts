import type { PlayerNotification } from "@lotto/api";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateAfter, type Write } from "@/api/invalidate";

// An autoplay's purchase or skip is news of the player's money and autoplays, not of a settled draw.
const WRITE_OF: Partial<Record<PlayerNotification["kind"], Write>> = {
  jackpot: "jackpot",
  "autoplay-bought": "autoplayRun",
  "autoplay-skipped": "autoplayRun",
};

/**
 * What a notification makes stale: a jackpot the games list, an autoplay's purchase or skip the wallet,
 * tickets and autoplays, a settled draw the tickets, results, jackpots and wallet (api/invalidate.ts).
 * Active queries refetch at once, so open pages update without a reload.
 */
export function refreshAfter(queries: QueryClient, notification: PlayerNotification): Promise<void> {
  return invalidateAfter(queries, WRITE_OF[notification.kind] ?? "drawSettled");
}
