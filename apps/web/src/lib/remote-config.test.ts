import { describe, expect, it } from "vitest";
import { fakeApi } from "@/testing/fake-api";
import { memoryStore } from "@/testing/memory-store";
import {
  loadRemoteConfig,
  REMOTE_CONFIG_CACHE_KEY,
  REMOTE_CONFIG_DEFAULTS,
  REMOTE_CONFIG_TTL_MS,
  readCachedRemoteConfig,
} from "./remote-config";

const served = { ...REMOTE_CONFIG_DEFAULTS, requestCallbackEnabled: true, outageMessage: "Back at 6pm." };
const T0 = Date.parse("2026-11-23T00:00:00Z");

describe("remote config client (R-CALLS: minimum fetch interval 1 h, defaults when unreachable)", () => {
  it("fetches once, caches in storage and serves the cache for the next hour", async () => {
    const { api, calls } = fakeApi({ "GET /remote-config": { body: served } });
    const storage = memoryStore();
    expect(await loadRemoteConfig({ api, storage, now: () => T0 })).toEqual(served);
    expect(readCachedRemoteConfig(storage)).toEqual({ config: served, fetchedAt: T0 });
    const later = T0 + REMOTE_CONFIG_TTL_MS - 1;
    expect(await loadRemoteConfig({ api, storage, now: () => later })).toEqual(served);
    expect(calls).toEqual(["GET /remote-config"]);
  });

  it("fetches again once the hour is up and replaces the cache", async () => {
    const storage = memoryStore();
    storage.setItem(
      REMOTE_CONFIG_CACHE_KEY,
      JSON.stringify({ config: REMOTE_CONFIG_DEFAULTS, fetchedAt: T0 }),
    );
    const { api, calls } = fakeApi({ "GET /remote-config": { body: served } });
    const now = T0 + REMOTE_CONFIG_TTL_MS;
    expect(await loadRemoteConfig({ api, storage, now: () => now })).toEqual(served);
    expect(calls).toHaveLength(1);
    expect(readCachedRemoteConfig(storage)?.fetchedAt).toBe(now);
  });

  it("keeps the stale cache when the service fails", async () => {
    const storage = memoryStore();
    storage.setItem(REMOTE_CONFIG_CACHE_KEY, JSON.stringify({ config: served, fetchedAt: T0 }));
    const { api } = fakeApi({ "GET /remote-config": { status: 503, body: { message: "down" } } });
    const config = await loadRemoteConfig({ api, storage, now: () => T0 + 2 * REMOTE_CONFIG_TTL_MS });
    expect(config).toEqual(served);
    expect(readCachedRemoteConfig(storage)?.fetchedAt).toBe(T0);
  });

  it("uses the defaults when unreachable with nothing cached, and caches nothing", async () => {
    const storage = memoryStore();
    const { api } = fakeApi({});
    expect(await loadRemoteConfig({ api, storage, now: () => T0 })).toEqual(REMOTE_CONFIG_DEFAULTS);
    expect(storage.data.size).toBe(0);
    expect(REMOTE_CONFIG_DEFAULTS.requestCallbackEnabled).toBe(false);
    expect(REMOTE_CONFIG_DEFAULTS.geoBlockingBypassPin).toBe("");
  });

  it("ignores an unreadable cache and fills keys an older cache lacks", () => {
    const storage = memoryStore();
    storage.setItem(REMOTE_CONFIG_CACHE_KEY, "{not json");
    expect(readCachedRemoteConfig(storage)).toBeNull();
    storage.setItem(REMOTE_CONFIG_CACHE_KEY, JSON.stringify({ config: {}, fetchedAt: "yesterday" }));
    expect(readCachedRemoteConfig(storage)).toBeNull();
    storage.setItem(
      REMOTE_CONFIG_CACHE_KEY,
      JSON.stringify({ config: { outageMessage: "x" }, fetchedAt: T0 }),
    );
    expect(readCachedRemoteConfig(storage)?.config).toEqual({
      ...REMOTE_CONFIG_DEFAULTS,
      outageMessage: "x",
    });
  });
});
