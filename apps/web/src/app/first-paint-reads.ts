import type { ApiClient } from "@lotto/api";
import { RESULTS_FIRST_GAME } from "@lotto/core";
import type { QueryClient } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { markPrimed } from "@/lib/primed-reads";

/** The longest the app's first render waits for the answers the page's HTML started. */
export const PRIME_WAIT_MS = 400;

/**
 * The query each public call a page's HTML starts (route-hints.ts) is read by (first-paint-reads.test.ts
 * holds the two lists together). The game page's purchase config is not here: its game-entry machine
 * reads it, not a query.
 */
export const READ_OF_CALL: Record<string, (api: ApiClient) => { queryKey: readonly unknown[] }> = {
  "/api/v1/config": (api) => queries.serviceStatus(api),
  "/api/v1/remote-config": (api) => queries.remoteConfig(api),
  "/api/v1/games": (api) => queries.games(api),
  [`/api/v1/results?game_id=${RESULTS_FIRST_GAME.id}&page=1`]: (api) =>
    queries.results(api, RESULTS_FIRST_GAME.id, 1),
};

/**
 * Puts the answers of the calls the prerendered page's HTML started into the query cache before the
 * app's first render, waiting at most {@link PRIME_WAIT_MS}: that render, a transition that yields to
 * the browser, then shows the data, instead of skeletons followed by a second, blocking render of the
 * whole page when the answers arrive (Lighthouse's total blocking time). The reads go through the API
 * client, which takes the started answers (lib/prefetch.ts).
 */
export async function primeFirstPaintReads(
  client: QueryClient,
  api: ApiClient,
  started: Record<string, unknown> | undefined = window.__prefetch,
  waitMs = PRIME_WAIT_MS,
): Promise<void> {
  if (!started) return;
  const reads = Object.entries(READ_OF_CALL).filter(([call]) => call in started);
  const primed = Promise.allSettled(
    reads.map(async ([, readOf]) => {
      const read = readOf(api);
      await client.prefetchQuery(read as Parameters<QueryClient["prefetchQuery"]>[0]);
      const query = client.getQueryCache().find({ queryKey: read.queryKey, exact: true });
      if (query?.state.status === "success") markPrimed(query);
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([primed, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
