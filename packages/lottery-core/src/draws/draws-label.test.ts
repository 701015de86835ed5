import fc from "fast-check";
import { expect, it } from "vitest";
import { drawsLabel } from "./draws-label";

it("names one draw, a run of draws by its ends, and none as null", () => {
  expect(drawsLabel([])).toBeNull();
  expect(drawsLabel([4521])).toBe("Draw 4521");
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 2, max: 20 }), (first, count) => {
      const draws = Array.from({ length: count }, (_, i) => first + i);
      expect(drawsLabel(draws)).toBe(`Draws ${first}–${first + count - 1}`);
    }),
  );
});
