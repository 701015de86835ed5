import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { colors } from "../../theme/theme";
import { Logo, LogoMark } from "./logo";

describe("Logo", () => {
  it("shows the word mark beside a decorative mark", () => {
    const { container } = render(<Logo tone="onLight" />);
    expect(screen.getByText("Play Online")).toBeTruthy();
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
  });

  it("draws the mark at the asked size in the brand's colours", () => {
    const { container } = render(<LogoMark size={48} />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("width")).toBe("48");
    expect(container.querySelector("circle")?.getAttribute("fill")).toBe(colors.accent);
    expect(container.querySelector("path")?.getAttribute("fill")).toBe(colors.primary);
  });
});
