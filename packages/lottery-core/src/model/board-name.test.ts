import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boardName } from "./board-name";

describe("board names (R-ENTITIES game_data)", () => {
  it("names boards A–Z, then A1–Z1", () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(boardName)).toEqual(["A", "B", "Z", "A1", "B1", "Z1", "A2"]);
  });

  it("gives every board of an entry its own name (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (count) => {
        const names = Array.from({ length: count }, (_, i) => boardName(i));
        expect(new Set(names).size).toBe(count);
      }),
    );
  });
});
