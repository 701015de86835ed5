import { APP_TEXT } from "@lotto/core";
import { FullScreen } from "./full-screen";

/** Offline (R-SCREENS): shown while the browser is offline; the page reloads 1 s after coming back. */
export function OfflineScreen() {
  return (
    <FullScreen title={APP_TEXT.offline}>
      <p>{APP_TEXT.offlineHelp}</p>
    </FullScreen>
  );
}
