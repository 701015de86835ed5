import { type ApiClient, getRemoteConfig, type RemoteConfig } from "@lotto/api";
import type { KeyValueStore } from "./storage";

/** Remote config minimum fetch interval (R-CALLS, R-LIMITS: 1 h). */
export const REMOTE_CONFIG_TTL_MS = 60 * 60_000;

/** Local storage key of the last fetched config and when it came. */
export const REMOTE_CONFIG_CACHE_KEY = "remoteConfig";

/**
 * What the app uses when the remote-config service cannot be reached and nothing is cached: features
 * that depend on a service being staffed (callbacks) stay off, nothing forces an update or bypasses
 * geo-blocking, and texts fall back to the spec's own defaults.
 */
export const REMOTE_CONFIG_DEFAULTS: RemoteConfig = {
  requestCallbackEnabled: false,
  feedbackFooterEnabled: true,
  feedbackResponseEnabled: false,
  purchasedGrantMessage: "",
  promoSliderInfo: [],
  outageMessage: "",
  gameText: {},
  systemAlerts: [],
  gameDescription: {},
  shoppingCartQuickListEnabled: true,
  notificationPrompt: {},
  specialEvents: [],
  removePlayNowButtonFromHeroWeighting: 0,
  minimumAppVersion: "0.0.0",
  recommendedAppVersion: "0.0.0",
  geoBlockingBypassPin: "",
};

/** A config and the instant (ms since epoch) it was fetched; 0 for the built-in defaults. */
export interface RemoteConfigSnapshot {
  config: RemoteConfig;
  fetchedAt: number;
}

/** The cached config from storage, or null when there is none or it is unreadable. */
export function readCachedRemoteConfig(storage: KeyValueStore): RemoteConfigSnapshot | null {
  try {
    const parsed = JSON.parse(storage.getItem(REMOTE_CONFIG_CACHE_KEY) ?? "null") as unknown;
    if (!parsed || typeof parsed !== "object") return null;
    const { config, fetchedAt } = parsed as Partial<RemoteConfigSnapshot>;
    if (!config || typeof config !== "object" || typeof fetchedAt !== "number") return null;
    // Keys added since the cache was written still get their defaults.
    return { config: { ...REMOTE_CONFIG_DEFAULTS, ...config }, fetchedAt };
  } catch {
    return null;
  }
}

/** Whether a snapshot fetched at `fetchedAt` is still fresh at `now` (R-CALLS: at most once an hour). */
export const isRemoteConfigFresh = (fetchedAt: number, now: number) =>
  fetchedAt > 0 && now - fetchedAt < REMOTE_CONFIG_TTL_MS;

/** What {@link loadRemoteConfig} needs: the API, storage and a clock. */
export interface RemoteConfigSource {
  api: ApiClient;
  storage: KeyValueStore;
  now: () => number;
}

/**
 * The remote config for now (R-CALLS): the cache while under an hour old, else a fresh fetch that is
 * cached; when the service fails, the stale cache, else the defaults. Never rejects.
 */
export async function loadRemoteConfig({ api, storage, now }: RemoteConfigSource): Promise<RemoteConfig> {
  const cached = readCachedRemoteConfig(storage);
  if (cached && isRemoteConfigFresh(cached.fetchedAt, now())) return cached.config;
  try {
    const config = await getRemoteConfig(api);
    storage.setItem(REMOTE_CONFIG_CACHE_KEY, JSON.stringify({ config, fetchedAt: now() }));
    return config;
  } catch {
    return cached?.config ?? REMOTE_CONFIG_DEFAULTS;
  }
}
