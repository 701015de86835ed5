import type { AppShellView } from "../hooks/use-app-shell";
import { ForcedUpdateScreen } from "./forced-update-screen";
import { GeoBlockedScreen } from "./geo-blocked-screen";
import { IncompatibleScreen } from "./incompatible-screen";
import { SuggestedUpdateScreen } from "./suggested-update-screen";

/**
 * The app shell machine's full screen (R-SCREENS): incompatible browser, forced update, geo-blocked or
 * suggested update. A lazy chunk: these show only once the machine's own lazy chunk runs.
 */
export default function AppShellScreen({
  shell,
  platform,
}: {
  shell: AppShellView;
  platform: "ios" | "android";
}) {
  switch (shell.screen) {
    case "incompatible":
      return <IncompatibleScreen />;
    case "forced-update":
      return <ForcedUpdateScreen platform={platform} />;
    case "geo-blocked":
      return (
        <GeoBlockedScreen
          pinVisible={shell.pinVisible}
          pinChecking={shell.pinChecking}
          pinError={shell.pinError}
          onLogoTap={shell.logoTap}
          onPin={shell.submitPin}
        />
      );
    case "suggested-update":
      return (
        <SuggestedUpdateScreen
          platform={platform}
          onDontRemind={shell.dontRemind}
          onCancel={shell.dismissUpdate}
        />
      );
    default:
      return null;
  }
}
