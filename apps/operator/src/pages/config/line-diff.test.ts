import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineDiff } from "./line-diff";

const text = fc
  .array(fc.constantFrom("a", "b", "c", '  "x": 1', "}"), { maxLength: 12 })
  .map((lines) => lines.join("\n"));

describe("lineDiff", () => {
  it("rebuilds both sides: kept and removed lines give before, kept and added give after", () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = lineDiff(before, after);
        const side = (drop: string) =>
          diff
            .filter((l) => l.kind !== drop)
            .map((l) => l.text)
            .join("\n");
        expect(side("added")).toBe(before);
        expect(side("removed")).toBe(after);
      }),
    );
  });

  it("keeps every line of equal texts and marks only what changed", () => {
    fc.assert(fc.property(text, (same) => lineDiff(same, same).every((l) => l.kind === "same")));
    expect(lineDiff("a\nb\nc", "a\nB\nc")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" },
    ]);
  });
});
