import { useCallback, useSyncExternalStore } from "react";
import { goToHash, subscribeToHash } from "./use-hash";

/** The dialog named in the URL hash (`#{name}-dialog`, R-SCREENS), with open/close. */
export function useDialogHash(): { open: string | null; show(name: string): void; close(): void } {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash);
  const open = hash.endsWith("-dialog") ? hash.slice(1, -"-dialog".length) : null;
  return {
    open,
    show: useCallback((name: string) => goToHash(`#${name}-dialog`), []),
    close: useCallback(() => goToHash(null), []),
  };
}
