import { useEffect } from "react";
import { createShortcutDebounce, type ShortcutAction, shortcutFor } from "../keyboard-shortcuts";

/** Listens for the R-SCREENS shortcuts (debounced 250 ms) and hands each action to `onAction`. */
export function useKeyboardShortcuts(onAction: (action: ShortcutAction) => void): void {
  useEffect(() => {
    const accept = createShortcutDebounce();
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e);
      if (!action) return;
      e.preventDefault();
      if (accept(e.timeStamp)) onAction(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onAction]);
}
