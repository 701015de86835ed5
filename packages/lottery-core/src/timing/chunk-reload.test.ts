import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { chunkReloadDecision } from "./chunk-reload";

const now = Temporal.Instant.from("2026-03-01T10:00:00Z");
const ago = (seconds: number) => now.subtract({ seconds });

describe("chunk reload policy (R-STATES, R-LIMITS: max 3, 2 s, 5-minute window)", () => {
  it("reloads after 2 s and counts the reload", () => {
    expect(chunkReloadDecision(0, null, now)).toEqual({
      action: "reload",
      delayMs: 2000,
      numberOfRefreshes: 1,
    });
    expect(chunkReloadDecision(2, ago(10), now)).toEqual({
      action: "reload",
      delayMs: 2000,
      numberOfRefreshes: 3,
    });
  });

  it("shows the error after 3 reloads within 5 minutes", () => {
    expect(chunkReloadDecision(3, ago(300), now)).toEqual({ action: "show-error", numberOfRefreshes: 3 });
  });

  it("resets the count when the last refresh is over 5 minutes ago or never", () => {
    expect(chunkReloadDecision(3, ago(301), now).numberOfRefreshes).toBe(1);
    expect(chunkReloadDecision(3, null, now).numberOfRefreshes).toBe(1);
    expect(chunkReloadDecision(Number.NaN, ago(1), now).numberOfRefreshes).toBe(1);
  });

  it("never reloads more than 3 times in a row inside the window", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 50 }), fc.nat(300), (count, seconds) => {
        const d = chunkReloadDecision(count, ago(seconds), now);
        expect(d.action === "reload").toBe(Math.max(0, count) < 3);
        expect(d.numberOfRefreshes).toBeLessThanOrEqual(Math.max(3, count));
      }),
    );
  });
});
