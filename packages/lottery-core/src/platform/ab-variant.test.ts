import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { abVariant, fnv1a32 } from "./ab-variant";

describe("A/B variant (R-VALIDATION)", () => {
  it("hashes with FNV-1a 32-bit", () => {
    // Reference values of the published FNV-1a test vectors.
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });

  it("is deterministic per test and player", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.double({ min: 0, max: 1, noNaN: true }), (test, player, w) => {
        expect(abVariant(test, player, w)).toBe(abVariant(test, player, w));
      }),
    );
  });

  it("puts nobody in B at weighting 0 and everybody at 1", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (test, player) => {
        expect(abVariant(test, player, 0)).toBe("A");
        expect(abVariant(test, player, 1)).toBe("B");
        expect(abVariant(test, player, Number.NaN)).toBe("A");
      }),
    );
  });

  it("is monotone in the weighting: a player in B stays in B as the share grows", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, a, b) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          if (abVariant("t", p, low) === "B") expect(abVariant("t", p, high)).toBe("B");
        },
      ),
    );
  });

  it("splits 10,000 players close to the weighting", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0.1, 0.25, 0.5, 0.8),
        fc.string({ minLength: 1, maxLength: 12 }),
        (w, test) => {
          let inB = 0;
          for (let id = 1; id <= 10_000; id++) if (abVariant(test, id, w) === "B") inB++;
          // 5 standard deviations of a binomial(10000, w): a fair hash fails this about once in a million runs.
          expect(Math.abs(inB / 10_000 - w)).toBeLessThan(5 * Math.sqrt((w * (1 - w)) / 10_000));
        },
      ),
      { numRuns: 20 },
    );
  });
});
