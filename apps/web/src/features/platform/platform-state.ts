import { type AppUpdateDecision, appUpdateDecision, isBrowserCompatible, isGeoBlocked } from "@lotto/core";
import type { MobileAppDetails } from "@/lib/app-bridge";

/** The full-screen state to show instead of the app, in priority order (spec §2, §4). */
export type PlatformScreen =
  | "incompatible"
  | "offline"
  | "forced-update"
  | "geo-blocked"
  | "suggested-update"
  | null;

/** What the decision reads. */
export interface PlatformInputs {
  support: { localStorage: boolean; indexedDB: boolean };
  online: boolean;
  app: MobileAppDetails | null;
  remote: { minimumAppVersion?: string; recommendedAppVersion?: string } | undefined;
  dontRemindAgain: boolean;
  suggestionDismissed: boolean;
  countryCode: string | null;
  geoBypassed: boolean;
}

/**
 * Picks the full-screen state (spec §4): an incompatible browser first, then offline; in the app a
 * forced update (the wrapper's flag or core's version rule), geo-blocking (the wrapper's flag or the
 * geo check) and a suggested update unless silenced or dismissed.
 */
export function platformScreen(i: PlatformInputs): PlatformScreen {
  if (!isBrowserCompatible(i.support)) return "incompatible";
  if (!i.online) return "offline";
  if (!i.app) return null;
  const version: AppUpdateDecision = appUpdateDecision(
    i.app,
    i.remote?.minimumAppVersion,
    i.remote?.recommendedAppVersion,
    i.dontRemindAgain,
  );
  if (i.app.forcedUpdate || version === "forced") return "forced-update";
  const bypassed = i.geoBypassed || i.app.geoBlockingBypassed === true;
  const geo = isGeoBlocked({ isApp: true, countryCode: i.countryCode, bypassed });
  if (geo || (i.app.geoBlocked && !bypassed)) return "geo-blocked";
  const suggest = (i.app.suggestUpdate && !i.dontRemindAgain) || version === "suggested";
  if (suggest && !i.suggestionDismissed) return "suggested-update";
  return null;
}
