import { useCallback, useSyncExternalStore } from "react";

const subscribe = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  window.addEventListener("popstate", listener);
  return () => {
    window.removeEventListener("hashchange", listener);
    window.removeEventListener("popstate", listener);
  };
};

/**
 * Whether the URL hash is `#{id}`, with setters (R-SCREENS: #sidebar-open and dialog hash ids). Opening
 * pushes a history entry so the back button closes it.
 */
export function useHashFlag(id: string): [boolean, (open: boolean) => void] {
  const active = useSyncExternalStore(subscribe, () => window.location.hash === `#${id}`);
  const set = useCallback(
    (open: boolean) => {
      const { pathname, search } = window.location;
      if (open) window.history.pushState(null, "", `${pathname}${search}#${id}`);
      else window.history.replaceState(null, "", `${pathname}${search}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    },
    [id],
  );
  return [active, set];
}
