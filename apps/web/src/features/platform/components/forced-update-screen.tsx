import { APP_TEXT } from "@lotto/core";
import { FullScreen } from "./full-screen";
import { StoreBadge } from "./store-badge";

/** Forced update (R-SCREENS): the app version is below minimumAppVersion. */
export function ForcedUpdateScreen({ platform }: { platform: "ios" | "android" }) {
  return (
    <FullScreen title={APP_TEXT.forcedUpdate}>
      <p>{APP_TEXT.forcedUpdateHelp}</p>
      <StoreBadge platform={platform} />
    </FullScreen>
  );
}
