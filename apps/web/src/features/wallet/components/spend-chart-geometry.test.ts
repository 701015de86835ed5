import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHART, spendBars } from "./spend-chart-geometry";

describe("spend chart geometry", () => {
  it("keeps every bar and limit line inside the chart, bars in order without overlap", () => {
    const week = fc.record({ spend: fc.nat(500_000), limit: fc.integer({ min: 0, max: 500_000 }) });
    fc.assert(
      fc.property(fc.array(week, { minLength: 1, maxLength: 12 }), (weeks) => {
        const bars = spendBars(weeks);
        for (const [i, b] of bars.entries()) {
          expect(b.y).toBeGreaterThanOrEqual(-1e-9);
          expect(b.y + b.height).toBeCloseTo(CHART.height);
          expect(b.limitY).toBeGreaterThanOrEqual(-1e-9);
          expect(b.limitY).toBeLessThanOrEqual(CHART.height);
          expect(b.over).toBe(weeks[i]!.spend > weeks[i]!.limit);
          if (i > 0) expect(b.x).toBeGreaterThanOrEqual(bars[i - 1]!.x + bars[i - 1]!.width);
        }
        expect(bars.at(-1)!.x + bars.at(-1)!.width).toBeLessThanOrEqual(CHART.width);
      }),
    );
  });

  it("draws a bar at the limit as tall as the limit line is high", () => {
    const [bar] = spendBars([{ spend: 5000, limit: 5000 }]);
    expect(bar?.y).toBe(0);
    expect(bar?.limitY).toBe(0);
    expect(spendBars([{ spend: 2500, limit: 5000 }])[0]?.height).toBe(CHART.height / 2);
  });
});
