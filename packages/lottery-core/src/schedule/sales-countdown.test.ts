import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { arbInstant } from "../testing";
import { SALES_CLOSED_TEXT, salesCountdown, URGENT_BEFORE_CLOSE_MS } from "./sales-countdown";

const CLOSE = Temporal.Instant.from("2026-12-05T10:55:00Z");
const ahead = (ms: number) => CLOSE.subtract({ milliseconds: ms });
const H = 3_600_000;
const M = 60_000;

/** Milliseconds the text claims are left at least: "2 d 4 h" → 2 days 4 hours. */
function claimed(text: string): number {
  const unit: Record<string, number> = { d: 24 * H, h: H, min: M, s: 1000 };
  return [...text.matchAll(/(\d+) (d|h|min|s)\b/g)].reduce((sum, [, n, u]) => sum + Number(n) * unit[u!]!, 0);
}

describe("salesCountdown (the live 'Sales close in …' of every game)", () => {
  it("reads as the issue asks, two units at most, the larger first", () => {
    expect(salesCountdown(CLOSE, ahead(2 * 24 * H + 4 * H + 59 * M)).text).toBe("Sales close in 2 d 4 h");
    expect(salesCountdown(CLOSE, ahead(2 * 24 * H + 4 * H + 59 * M)).spoken).toBe(
      "Sales close in 2 days 4 hours",
    );
    expect(salesCountdown(CLOSE, ahead(24 * H)).text).toBe("Sales close in 1 d");
    expect(salesCountdown(CLOSE, ahead(5 * H + 12 * M + 30_000)).text).toBe("Sales close in 5 h 12 min");
    expect(salesCountdown(CLOSE, ahead(H)).spoken).toBe("Sales close in 1 hour");
    expect(salesCountdown(CLOSE, ahead(12 * M + 1)).text).toBe("Sales close in 12 min");
    expect(salesCountdown(CLOSE, ahead(40_000)).text).toBe("Sales close in 40 s");
    expect(salesCountdown(CLOSE, ahead(1)).spoken).toBe("Sales close in 1 second");
  });

  it("turns urgent in the last hour and closes at the close itself", () => {
    expect(salesCountdown(CLOSE, ahead(H + 1)).urgent).toBe(false);
    expect(salesCountdown(CLOSE, ahead(H)).urgent).toBe(true);
    expect(salesCountdown(CLOSE, ahead(1))).toMatchObject({ urgent: true, closed: false });
    expect(salesCountdown(CLOSE, CLOSE)).toEqual({
      text: SALES_CLOSED_TEXT,
      spoken: SALES_CLOSED_TEXT,
      urgent: false,
      closed: true,
    });
  });

  it("never claims more time than is left, and is off by less than its smallest unit shown", () => {
    fc.assert(
      fc.property(arbInstant(), fc.integer({ min: 1, max: 40 * 24 * H }), (now, left) => {
        const { text, closed } = salesCountdown(now.add({ milliseconds: left }), now);
        expect(closed).toBe(false);
        expect(text).toMatch(/^Sales close in \d+ (d|h|min|s)( \d+ (h|min))?$/);
        const shown = claimed(text);
        const smallest = text.endsWith(" s") ? 1000 : text.endsWith("min") ? M : H;
        // Seconds are rounded up (an open sale never reads "0 s"), larger units down.
        if (text.endsWith(" s")) expect(shown - left).toBeLessThan(1000);
        else expect(shown).toBeLessThanOrEqual(left);
        expect(left - shown).toBeLessThan(text.includes(" d") && !text.includes(" h") ? H : smallest);
      }),
    );
  });

  it("only counts down as time passes, urgent exactly in the last hour", () => {
    fc.assert(
      fc.property(
        arbInstant(),
        fc.integer({ min: -H, max: 10 * 24 * H }),
        fc.integer({ min: 0, max: 24 * H }),
        (close, left, later) => {
          const now = close.subtract({ milliseconds: left });
          const first = salesCountdown(close, now);
          const next = salesCountdown(close, now.add({ milliseconds: later }));
          expect(claimed(next.text)).toBeLessThanOrEqual(claimed(first.text));
          expect(first.closed).toBe(left <= 0);
          expect(first.urgent).toBe(left > 0 && left <= URGENT_BEFORE_CLOSE_MS);
        },
      ),
    );
  });
});
