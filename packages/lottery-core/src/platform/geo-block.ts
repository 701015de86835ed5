/** Country codes the geo check may return that allow play (R-STATES geo-blocked). */
const ALLOWED_COUNTRIES: ReadonlySet<string> = new Set(["AU", "Private"]);

/** What the geo-block decision reads (R-STATES geo-blocked). */
export interface GeoBlockInput {
  isApp: boolean;
  /** The geo check's country_code, or null when the check failed or has not answered. */
  countryCode: string | null;
  bypassed: boolean;
  /** The wrapper's own geoBlocked flag (R-ENTITIES mobile app details): blocks like a foreign country. */
  flagged?: boolean;
}

/**
 * Whether the app is geo-blocked (R-ENTITIES, R-STATES): in the app, with no bypass, either the wrapper flags
 * it or the geo check succeeded with a country neither AU nor 'Private'. The web is never geo-blocked.
 * @example isGeoBlocked({ isApp: true, countryCode: "NZ", bypassed: false }) // true
 */
export function isGeoBlocked({ isApp, countryCode, bypassed, flagged = false }: GeoBlockInput): boolean {
  const foreign = countryCode !== null && !ALLOWED_COUNTRIES.has(countryCode);
  return isApp && !bypassed && (flagged || foreign);
}

/** Logo taps that reveal the bypass pin input (R-SCREENS, R-LIMITS). */
export const GEO_PIN_LOGO_TAPS = 10;
