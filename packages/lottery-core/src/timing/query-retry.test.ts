import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUERY_MAX_RETRIES, queryRetryDelayMs, shouldRetryQuery } from "./query-retry";

describe("query retry policy (R-CALLS)", () => {
  it("waits min(1000·2^n, 30000) ms", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("never waits longer than 30 s nor less than 1 s", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), (n) => {
        const ms = queryRetryDelayMs(n);
        expect(ms).toBeGreaterThanOrEqual(1000);
        expect(ms).toBeLessThanOrEqual(30000);
      }),
    );
  });

  it("retries 3 times, then stops", () => {
    const error = new Error("boom");
    expect([0, 1, 2, 3, 4].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false, false]);
    expect(QUERY_MAX_RETRIES).toBe(3);
  });

  it("never retries session-expired or service-unavailable, wherever the code sits", () => {
    expect(shouldRetryQuery(0, { code: "SESSION_EXPIRED" })).toBe(false);
    expect(shouldRetryQuery(0, { code: "SERVICE_UNAVAILABLE" })).toBe(false);
    expect(shouldRetryQuery(0, { cause: { code: "SESSION_EXPIRED" } })).toBe(false);
    expect(shouldRetryQuery(0, { code: "OTHER" })).toBe(true);
    expect(shouldRetryQuery(0, { cause: { code: 4 } })).toBe(true);
    expect(shouldRetryQuery(0, { cause: null })).toBe(true);
    expect(shouldRetryQuery(0, null)).toBe(true);
    expect(shouldRetryQuery(0, "text")).toBe(true);
  });
});
