import { useEffect } from "react";

/** Disables pinch and ctrl-wheel zoom (R-SCREENS viewport lock). */
export function useViewportLock(): void {
  useEffect(() => {
    const onWheel = (e: WheelEvent) => e.ctrlKey && e.preventDefault();
    const onGesture = (e: Event) => e.preventDefault();
    const onTouch = (e: TouchEvent) => e.touches.length > 1 && e.preventDefault();
    window.addEventListener("wheel", onWheel, { passive: false });
    document.addEventListener("gesturestart", onGesture);
    document.addEventListener("touchmove", onTouch, { passive: false });
    return () => {
      window.removeEventListener("wheel", onWheel);
      document.removeEventListener("gesturestart", onGesture);
      document.removeEventListener("touchmove", onTouch);
    };
  }, []);
}
