import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useRemoteConfig } from "@/api/use-remote-config";
import { ChunkFailureContext } from "@/lib/chunk-failure";
import { useShell } from "@/lib/shell-context";
import { useGeoCheck } from "./api/use-platform-config";
import { OfflineScreen } from "./components/offline-screen";
import { loadAppShellHost, useAppShell } from "./hooks/use-app-shell";
import { useOnlineStatus } from "./hooks/use-online-status";

// Out of the entry bundle (R-WEB-QUALITY budget). A host that cannot load leaves the app ungated.
const AppShellHost = lazy(() =>
  loadAppShellHost().catch((error: unknown) => {
    console.error("The app shell could not load", error);
    return { default: () => null };
  }),
);
// Out of the entry bundle too: it shows only after the machine's lazy chunk has run.
const AppShellScreen = lazy(() => import("./components/app-shell-screen"));

/**
 * Shows a full-screen state of R-SCREENS instead of the app when one applies: the app shell machine's
 * (incompatible, forced update, geo-blocked, suggested update), with the connectivity machine's offline
 * screen right after an incompatible browser (R-STATES). The offline screen stays in the entry bundle:
 * offline, no chunk can load. The machine's host stays mounted beside whatever shows.
 */
export function PlatformGate({ children }: { children: ReactNode }) {
  const { appDetails } = useShell();
  const online = useOnlineStatus();
  const remote = useRemoteConfig();
  const geo = useGeoCheck(appDetails !== null);
  const shell = useAppShell();
  // The host (core's machine, XState) loads once the first render has committed: started from that
  // render, its chunk could arrive and be evaluated inside the first render's time slices, before the
  // page responds (apps/web/scripts/bundle-budget.mjs counts what runs before the take-over).
  const [hostDue, setHostDue] = useState(false);
  useEffect(() => setHostDue(true), []);
  const start = { appDetails, config: remote.data, countryCode: geo.data?.country_code ?? null };
  let shown: ReactNode;
  if (!online && shell.screen !== "incompatible") shown = <OfflineScreen />;
  else if (shell.screen !== null)
    shown = (
      <Suspense fallback={null}>
        <AppShellScreen shell={shell} platform={appDetails?.platform ?? "ios"} />
      </Suspense>
    );
  else
    shown = <ChunkFailureContext.Provider value={shell.chunkFailed}>{children}</ChunkFailureContext.Provider>;
  return (
    <>
      {hostDue && (
        <Suspense fallback={null}>
          <AppShellHost start={start} onActor={shell.attach} />
        </Suspense>
      )}
      {shown}
    </>
  );
}
