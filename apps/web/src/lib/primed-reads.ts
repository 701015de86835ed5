import type { Query } from "@tanstack/react-query";

/** How long a read primed before the app's first render stands for the mounts that follow it. */
export const PRIMED_FRESH_MS = 10_000;

// By query: the data's update time when it was primed.
const primed = new WeakMap<Query, number>();

/** Records that this query's data was read before the app's first render (app/first-paint-reads.ts). */
export function markPrimed(query: Query): void {
  primed.set(query, query.state.dataUpdatedAt);
}

/**
 * The query client's `refetchOnMount`: a query whose data was primed for the first render, and has not
 * changed since, is not asked again by the components that mount to show it (one call per read, as
 * the page's HTML started it); any other query refetches on mount when stale, as by default.
 */
export function refetchOnMount(query: Query, now: number = Date.now()): boolean {
  const at = primed.get(query);
  return at === undefined || at !== query.state.dataUpdatedAt || now - at > PRIMED_FRESH_MS;
}
