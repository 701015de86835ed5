import { describe, expect, it } from "vitest";
import { instantOf } from "@/lib/instant";
import type { KeyValueStore } from "@/lib/storage";
import { isChunkLoadError } from "./chunk-load-error";
import { planChunkReload } from "./chunk-reload";

const memory = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe("chunk reload", () => {
  it("recognises failed dynamic imports only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });

  it("reloads after 2 s three times within 5 minutes, then shows the error (spec §4)", () => {
    const store = memory();
    const t0 = instantOf("2026-01-01T00:00:00Z");
    expect(planChunkReload(store, t0)).toBe(2000);
    expect(planChunkReload(store, t0.add({ seconds: 10 }))).toBe(2000);
    expect(planChunkReload(store, t0.add({ seconds: 20 }))).toBe(2000);
    expect(store.data.get("numberOfRefreshes")).toBe("3");
    expect(planChunkReload(store, t0.add({ seconds: 30 }))).toBeNull();
  });

  it("starts counting again when the last refresh is over 5 minutes old", () => {
    const store = memory();
    store.setItem("numberOfRefreshes", "3");
    store.setItem("lastRefresh", "2026-01-01T00:00:00Z");
    expect(planChunkReload(store, instantOf("2026-01-01T00:06:00Z"))).toBe(2000);
    expect(store.data.get("numberOfRefreshes")).toBe("1");
  });
});
