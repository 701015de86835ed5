import { describe, expect, it } from "vitest";
import { scrolledShare, showsScrollIndicator } from "./scroll-indicator";

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
