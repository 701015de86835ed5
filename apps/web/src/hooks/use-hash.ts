import { useCallback, useSyncExternalStore } from "react";

/** Subscribes `listener` to every change of the URL hash, by a link, the history or {@link goToHash}. */
export const subscribeToHash = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  window.addEventListener("popstate", listener);
  return () => {
    window.removeEventListener("hashchange", listener);
    window.removeEventListener("popstate", listener);
  };
};

/**
 * Moves the URL to this page with hash `next` (`#…`, or none when null) and tells the hash's subscribers.
 * A new hash gets its own history entry so the back button leaves it; clearing it replaces the entry.
 */
export function goToHash(next: string | null) {
  const { pathname, search } = window.location;
  if (next === null) window.history.replaceState(null, "", `${pathname}${search}`);
  else window.history.pushState(null, "", `${pathname}${search}${next}`);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

/**
 * Whether the URL hash is `#{id}`, with setters (R-SCREENS: #sidebar-open and dialog hash ids). Opening
 * pushes a history entry so the back button closes it.
 */
export function useHashFlag(id: string): [boolean, (open: boolean) => void] {
  const active = useSyncExternalStore(subscribeToHash, () => window.location.hash === `#${id}`);
  const set = useCallback((open: boolean) => goToHash(open ? `#${id}` : null), [id]);
  return [active, set];
}
