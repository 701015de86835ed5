import { useMemo } from "react";
import { OverlayContext, type OverlayState, overlayView } from "@/lib/overlay-context";

/** Senders of the loading/success/failure overlay (R-STATES Overlay). */
export interface OverlaySenders {
  showLoading(): void;
  showSuccess(message: string, title?: string): void;
  showFailure(message: string, title?: string): void;
  close(): void;
}

const content = (message: string, title?: string) => ({ message, ...(title ? { title } : {}) });

/** Opens and closes the shared overlay; core's overlay machine closes it after its auto-close delay. */
export function useOverlay(): OverlaySenders {
  const overlay = OverlayContext.useActorRef();
  return useMemo(
    () => ({
      showLoading: () => overlay.send({ type: "OVERLAY.LOADING" }),
      showSuccess: (message, title) => overlay.send({ type: "OVERLAY.SUCCESS", ...content(message, title) }),
      showFailure: (message, title) => overlay.send({ type: "OVERLAY.FAILURE", ...content(message, title) }),
      close: () => overlay.send({ type: "OVERLAY.CLOSE" }),
    }),
    [overlay],
  );
}

// Same content, same object: the selector's result must be stable between renders.
const sameView = (a: OverlayState, b: OverlayState) => JSON.stringify(a) === JSON.stringify(b);

/** What the overlay shows now. */
export function useOverlayState(): OverlayState {
  return OverlayContext.useSelector(overlayView, sameView);
}
