import { type ApiClient, createApiClient } from "@lotto/api";
import { WEB_CLIENT } from "@/config/web-client";
import { readAppDetails } from "./app-bridge";
import { fetchWithPrefetch } from "./prefetch";
import { SESSION_KEYS, sessionStore } from "./storage";

/**
 * Creates the one configured `@lotto/api` client (R-CALLS): Channel-ID 3 and Client-OS platform in the
 * app wrapper, else 1 and playonline; the token lives in session storage (R-ENTITIES Storage). Calls the
 * page's HTML already started are answered from those (lib/prefetch.ts).
 */
export function createWebApiClient(fetchImpl?: typeof fetch): ApiClient {
  const app = readAppDetails();
  const client = createApiClient({
    ...(app
      ? { channel: "app", appVersion: `${app.major}.${app.minor}.${app.build}`, clientOs: app.platform }
      : WEB_CLIENT),
    token: sessionStore.getItem(SESSION_KEYS.token),
    // The server's answer to the geo bypass PIN (features/platform/geo-pin.ts), kept for the app session.
    geoBypass: sessionStore.getItem(SESSION_KEYS.geoBypass),
    fetch: fetchImpl ?? fetchWithPrefetch,
  });
  client.subscribe((token) => {
    if (token) sessionStore.setItem(SESSION_KEYS.token, token);
    else sessionStore.removeItem(SESSION_KEYS.token);
  });
  return client;
}
