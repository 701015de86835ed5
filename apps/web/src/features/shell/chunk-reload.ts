import { chunkReloadDecision, parseStoredInstant } from "@lotto/core";
import { nowInstant } from "@/lib/instant";
import { type KeyValueStore, LOCAL_KEYS, localStore } from "@/lib/storage";

/**
 * Applies core's chunk-reload decision (spec §4): stores the count and time and returns the reload
 * delay in ms, or null when the error page must show.
 */
export function planChunkReload(store: KeyValueStore = localStore, now = nowInstant()): number | null {
  const decision = chunkReloadDecision(
    Number(store.getItem(LOCAL_KEYS.numberOfRefreshes) ?? "0"),
    parseStoredInstant(store.getItem(LOCAL_KEYS.lastRefresh)),
    now,
  );
  store.setItem(LOCAL_KEYS.numberOfRefreshes, String(decision.numberOfRefreshes));
  if (decision.action === "show-error") return null;
  store.setItem(LOCAL_KEYS.lastRefresh, now.toString());
  return decision.delayMs;
}
