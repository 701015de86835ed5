/**
 * Dev only: when the app runs inside `wrapper-sim.html`, take the simulated wrapper's details and
 * message handler from the parent window, as the iOS (WKWebView) or Android (React Native) wrapper
 * would inject them, so the real bridge (`app-bridge.ts`) is exercised by hand.
 */
export function installWrapperSimulator(): void {
  let parent: { wrapperSim?: { details: { platform: string } | null; receive(p: string, m: unknown): void } };
  try {
    parent = window.parent as unknown as typeof parent;
    if (parent === (window as unknown) || !parent.wrapperSim?.details) return;
  } catch {
    return; // a cross-origin parent is not the simulator
  }
  const sim = parent.wrapperSim;
  const details = sim.details!;
  const target = window as unknown as Record<string, unknown>;
  target.mobileAppDetails = details;
  if (details.platform === "android") {
    target.ReactNativeWebView = { postMessage: (text: string) => sim.receive("android", JSON.parse(text)) };
  } else {
    target.webkit = {
      messageHandlers: { playOnline: { postMessage: (m: unknown) => sim.receive("ios", m) } },
    };
  }
}
