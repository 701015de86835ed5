import { useCallback, useSyncExternalStore } from "react";

const subscribe = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  window.addEventListener("popstate", listener);
  return () => {
    window.removeEventListener("hashchange", listener);
    window.removeEventListener("popstate", listener);
  };
};

/** The dialog named in the URL hash (`#{name}-dialog`, R-SCREENS), with open/close. */
export function useDialogHash(): { open: string | null; show(name: string): void; close(): void } {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const open = hash.endsWith("-dialog") ? hash.slice(1, -"-dialog".length) : null;
  const go = useCallback((next: string) => {
    const { pathname, search } = window.location;
    window.history.pushState(null, "", `${pathname}${search}${next}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  }, []);
  return {
    open,
    show: useCallback((name: string) => go(`#${name}-dialog`), [go]),
    close: useCallback(() => {
      const { pathname, search } = window.location;
      window.history.replaceState(null, "", `${pathname}${search}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    }, []),
  };
}
