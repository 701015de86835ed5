import { describe, expect, it } from "vitest";
import { colors } from "../../theme/theme";
import { nativeControlStyles } from "./control-styles";

// The rendered look is checked in a real browser by the NativeControls story's play function.
describe("native control styles", () => {
  it("draws the select's chevron in the theme's muted text colour", () => {
    expect(nativeControlStyles.join("")).toContain(encodeURIComponent(colors.textMuted));
  });
});
