/** Country codes the geo check may return that allow play (spec §4 geo-blocked). */
const ALLOWED_COUNTRIES: ReadonlySet<string> = new Set(["AU", "Private"]);

/** What the geo-block decision reads (spec §4 geo-blocked). */
export interface GeoBlockInput {
  isApp: boolean;
  /** The geo check's country_code, or null when the check failed or has not answered. */
  countryCode: string | null;
  bypassed: boolean;
}

/**
 * Whether the app is geo-blocked (spec §4): in the app, the geo check succeeded, the country is neither
 * AU nor 'Private', and no bypass pin was entered. The web is never geo-blocked.
 * @example isGeoBlocked({ isApp: true, countryCode: "NZ", bypassed: false }) // true
 */
export function isGeoBlocked({ isApp, countryCode, bypassed }: GeoBlockInput): boolean {
  return isApp && countryCode !== null && !ALLOWED_COUNTRIES.has(countryCode) && !bypassed;
}

/** Logo taps that reveal the bypass pin input (spec §2, §9). */
export const GEO_PIN_LOGO_TAPS = 10;
