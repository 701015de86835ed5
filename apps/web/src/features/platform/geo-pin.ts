import { type ApiClient, ApiError, geoBypass } from "@lotto/api";
import { SESSION_KEYS, sessionStore } from "@/lib/storage";

/**
 * Asks the server whether the geo bypass PIN is right (R-SCREENS geo-blocked; the PIN itself is never
 * sent to clients). A right PIN's bypass token is sent on every later call, so the server lets the
 * app's sign-up, deposits and purchases through, and kept in session storage for this app session.
 * Resolves false for a wrong PIN; rejects when the server could not say (too many tries, offline).
 */
export async function verifyGeoPin(api: ApiClient, pin: string): Promise<boolean> {
  try {
    const { geo_bypass_token: token } = await geoBypass(api, { body: { pin } });
    api.setGeoBypass(token);
    sessionStore.setItem(SESSION_KEYS.geoBypass, token);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return false;
    throw error;
  }
}
