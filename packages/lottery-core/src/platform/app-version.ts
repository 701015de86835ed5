/** A native wrapper's platform (R-ENTITIES mobile app details). */
export type AppPlatform = "ios" | "android";

/** A parsed app version (R-ENTITIES: major, minor, build). */
export interface AppVersion {
  major: number;
  minor: number;
  build: number;
}

/**
 * The wrapper's own verdicts in its injected details (R-ENTITIES mobile app details): it may force or
 * suggest an update and report geo-blocking, or a bypass it already holds, whatever the config says.
 */
export interface AppWrapperFlags {
  forcedUpdate?: boolean;
  suggestUpdate?: boolean;
  geoBlocked?: boolean;
  geoBlockingBypassed?: boolean;
}

/** The app wrapper as detected from what it reports (R-ENTITIES mobile app details, R-STATES app version). */
export interface AppDetails extends AppVersion, AppWrapperFlags {
  platform: AppPlatform;
}

const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Parses "major.minor.build" (R-STATES: digits.digits.digits), null otherwise.
 * @example parseAppVersion("1.94.0") // { major: 1, minor: 94, build: 0 }
 */
export function parseAppVersion(text: string | null | undefined): AppVersion | null {
  const match = VERSION_PATTERN.exec(text?.trim() ?? "");
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), build: Number(match[3]) };
}

/**
 * Detects the app wrapper (R-STATES): it is the app only if the version matches digits.digits.digits
 * and the platform is ios or android; otherwise null (the web).
 */
export function detectApp(
  version: string | null | undefined,
  platform: string | null | undefined,
): AppDetails | null {
  const parsed = parseAppVersion(version);
  if (!parsed || (platform !== "ios" && platform !== "android")) return null;
  return { ...parsed, platform };
}

/**
 * Compares versions by major, then minor, then build (R-STATES): negative, 0 or positive.
 * @example compareAppVersions({ major: 1, minor: 9, build: 0 }, { major: 1, minor: 10, build: 0 }) < 0 // true
 */
export function compareAppVersions(a: AppVersion, b: AppVersion): number {
  return a.major - b.major || a.minor - b.minor || a.build - b.build;
}

/** Which update screen the app shows (R-FULL-SCREEN, R-STATES app version). */
export type AppUpdateDecision = "forced" | "suggested" | "none";

/**
 * Forced update when the wrapper says so or the app is below minimumAppVersion; suggested when the
 * wrapper says so or the app is below recommendedAppVersion, unless the player chose 'Don't remind me
 * again' (R-ENTITIES mobile app details, R-STATES app version). Unparsable config versions never block anyone.
 * @example appUpdateDecision({ major: 1, minor: 94, build: 0, forcedUpdate: true }, null, null, false) // "forced"
 */
export function appUpdateDecision(
  app: AppVersion & Pick<AppWrapperFlags, "forcedUpdate" | "suggestUpdate">,
  minimumAppVersion: string | null | undefined,
  recommendedAppVersion: string | null | undefined,
  dontRemindAgain: boolean,
): AppUpdateDecision {
  const minimum = parseAppVersion(minimumAppVersion);
  if (app.forcedUpdate === true || (minimum && compareAppVersions(app, minimum) < 0)) return "forced";
  if (dontRemindAgain) return "none";
  const recommended = parseAppVersion(recommendedAppVersion);
  if (app.suggestUpdate === true || (recommended && compareAppVersions(app, recommended) < 0))
    return "suggested";
  return "none";
}
