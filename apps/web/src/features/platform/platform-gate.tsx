import { type ReactNode, useState } from "react";
import { useRemoteConfig } from "@/hooks/use-remote-config";
import { useShell } from "@/lib/shell-context";
import { LOCAL_KEYS, localStore } from "@/lib/storage";
import { ForcedUpdateScreen } from "./components/forced-update-screen";
import { GeoBlockedScreen } from "./components/geo-blocked-screen";
import { IncompatibleScreen } from "./components/incompatible-screen";
import { OfflineScreen } from "./components/offline-screen";
import { SuggestedUpdateScreen } from "./components/suggested-update-screen";
import { useGeoPin } from "./hooks/use-geo-pin";
import { useOnlineStatus } from "./hooks/use-online-status";
import { useGeoCheck } from "./hooks/use-platform-config";
import { platformScreen } from "./platform-state";

function storageSupport() {
  let localStorageOk = false;
  try {
    window.localStorage.setItem("__probe", "1");
    window.localStorage.removeItem("__probe");
    localStorageOk = true;
  } catch {
    localStorageOk = false;
  }
  return { localStorage: localStorageOk, indexedDB: typeof window.indexedDB !== "undefined" };
}

/** Shows a full-screen state of spec §2 instead of the app when one applies. */
export function PlatformGate({ children }: { children: ReactNode }) {
  const { appDetails } = useShell();
  const online = useOnlineStatus();
  const remote = useRemoteConfig();
  const geo = useGeoCheck(appDetails !== null);
  const pin = useGeoPin(remote.data?.geoBlockingBypassPin);
  const [support] = useState(storageSupport);
  const [dontRemindAgain, setDontRemind] = useState(
    () => localStore.getItem(LOCAL_KEYS.dontRemindAgain) === "true",
  );
  const [dismissed, setDismissed] = useState(false);
  const screen = platformScreen({
    support,
    online,
    app: appDetails,
    remote: remote.data,
    dontRemindAgain,
    suggestionDismissed: dismissed,
    countryCode: geo.data?.country_code ?? null,
    geoBypassed: pin.bypassed,
  });
  const platform = appDetails?.platform ?? "ios";
  switch (screen) {
    case "incompatible":
      return <IncompatibleScreen />;
    case "offline":
      return <OfflineScreen />;
    case "forced-update":
      return <ForcedUpdateScreen platform={platform} />;
    case "geo-blocked":
      return (
        <GeoBlockedScreen
          pinVisible={pin.pinVisible}
          pinError={pin.pinError}
          onLogoTap={pin.onLogoTap}
          onPin={pin.onPin}
        />
      );
    case "suggested-update":
      return (
        <SuggestedUpdateScreen
          platform={platform}
          onDontRemind={() => {
            localStore.setItem(LOCAL_KEYS.dontRemindAgain, "true");
            setDontRemind(true);
          }}
          onCancel={() => setDismissed(true)}
        />
      );
    default:
      return <>{children}</>;
  }
}
