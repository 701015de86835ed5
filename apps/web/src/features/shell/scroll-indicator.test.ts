import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boxesOverlap,
  SCROLL_INDICATOR_CLEARANCE,
  scrolledShare,
  showsScrollIndicator,
} from "./scroll-indicator";

describe("scroll indicator (R-LIMITS: under 96% scrolled)", () => {
  it("shows at the top of a long page and hides from 96% on", () => {
    expect(showsScrollIndicator(0, 800, 2000)).toBe(true);
    expect(showsScrollIndicator(1119, 800, 2000)).toBe(true); // 95.95%
    expect(showsScrollIndicator(1120, 800, 2000)).toBe(false); // 96%
  });

  it("never shows on a page that does not scroll", () => {
    expect(scrolledShare(0, 800, 800)).toBe(1);
    expect(showsScrollIndicator(0, 800, 600)).toBe(false);
  });
});

const box = fc
  .record({ left: fc.integer({ min: -500, max: 500 }), top: fc.integer({ min: -500, max: 500 }) })
  .chain(({ left, top }) =>
    fc
      .record({ width: fc.integer({ min: 1, max: 200 }), height: fc.integer({ min: 1, max: 200 }) })
      .map(({ width, height }) => ({ left, top, right: left + width, bottom: top + height })),
  );

describe("boxesOverlap: the arrow never sits over a control", () => {
  it("is symmetric without a margin and true for a box and itself", () => {
    fc.assert(
      fc.property(box, box, (a, b) => {
        expect(boxesOverlap(a, b)).toBe(boxesOverlap(b, a));
        expect(boxesOverlap(a, a)).toBe(true);
      }),
    );
  });

  it("says they overlap exactly when some point lies inside both", () => {
    fc.assert(
      fc.property(box, box, (a, b) => {
        const shared =
          Math.max(a.left, b.left) < Math.min(a.right, b.right) &&
          Math.max(a.top, b.top) < Math.min(a.bottom, b.bottom);
        expect(boxesOverlap(a, b)).toBe(shared);
      }),
    );
  });

  it("counts a box within the margin as overlapping, and one just past it as clear", () => {
    fc.assert(
      fc.property(box, fc.integer({ min: 0, max: 20 }), (a, gap) => {
        const below = { left: a.left, right: a.right, top: a.bottom + gap, bottom: a.bottom + gap + 10 };
        expect(boxesOverlap(a, below, SCROLL_INDICATOR_CLEARANCE)).toBe(gap < SCROLL_INDICATOR_CLEARANCE);
      }),
    );
  });
});
