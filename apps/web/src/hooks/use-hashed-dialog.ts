import { useEffect, useRef } from "react";
import { useDialogHash } from "./use-dialog-hash";

const hashOf = (name: string) => `#${name}-dialog`;

/**
 * Names a mounted dialog in the URL hash (`#{name}-dialog`, R-SCREENS) so the browser's back button
 * closes it: mounting pushes the hash, going back removes it and calls `onBack`, and unmounting any
 * other way takes the hash away again.
 */
export function useHashedDialog(name: string, onBack: () => void): void {
  const dialogs = useDialogHash();
  const back = useRef(onBack);
  back.current = onBack;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pushed once per mount.
  useEffect(() => {
    if (window.location.hash !== hashOf(name)) dialogs.show(name);
    return () => {
      if (window.location.hash === hashOf(name)) dialogs.close();
    };
  }, [name]);
  // Named, then no longer: the player went back.
  const wasNamed = useRef(false);
  useEffect(() => {
    const named = dialogs.open === name;
    if (wasNamed.current && !named) back.current();
    wasNamed.current = named;
  }, [dialogs.open, name]);
}
