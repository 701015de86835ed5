import { useMemo } from "react";
import { useShell } from "@/lib/shell-context";

/** Senders of the loading/success/failure overlay (spec §4 Overlay). */
export interface OverlaySenders {
  showLoading(): void;
  showSuccess(message: string, title?: string): void;
  showFailure(message: string, title?: string): void;
  close(): void;
}

/** Opens and closes the shared overlay; it closes itself after core's auto-close delay. */
export function useOverlay(): OverlaySenders {
  const { overlay } = useShell();
  return useMemo(
    () => ({
      showLoading: () => overlay.set({ kind: "loading" }),
      showSuccess: (message, title) => overlay.set({ kind: "success", message, ...(title ? { title } : {}) }),
      showFailure: (message, title) => overlay.set({ kind: "failure", message, ...(title ? { title } : {}) }),
      close: () => overlay.set({ kind: "closed" }),
    }),
    [overlay],
  );
}
