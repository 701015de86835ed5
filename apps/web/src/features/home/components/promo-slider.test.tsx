import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PromoSlider } from "./promo-slider";

const slide = (gameId: number) => ({ gameId, backgroundUrl: "", text: `Game ${gameId}`, hideGameInfo: true });

/** A system preference for reduced motion, or none, as matchMedia answers it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("PromoSlider motion (WCAG 2.2.2)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("autoplays several slides with a visible Pause that turns into Play", () => {
    prefersReducedMotion(false);
    render(<PromoSlider slides={[slide(5130), slide(5132)]} onSelect={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause promotions" }));
    expect(screen.getByRole("button", { name: "Play promotions" }).textContent).toContain("Play");
    fireEvent.click(screen.getByRole("button", { name: "Play promotions" }));
    expect(screen.getByRole("button", { name: "Pause promotions" })).toBeTruthy();
  });

  it("does not autoplay when the system asks for reduced motion; Play is the player's choice", () => {
    prefersReducedMotion(true);
    render(<PromoSlider slides={[slide(5130), slide(5132)]} onSelect={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Play promotions" }));
    expect(screen.getByRole("button", { name: "Pause promotions" })).toBeTruthy();
  });

  it("offers the previous and next slide beside Pause when there are several", () => {
    prefersReducedMotion(false);
    render(<PromoSlider slides={[slide(5130), slide(5132)]} onSelect={() => {}} />);
    for (const name of ["Previous slide of promotions", "Next slide of promotions"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
  });

  it("has nothing to pause with a single slide", () => {
    prefersReducedMotion(false);
    render(<PromoSlider slides={[slide(5130)]} onSelect={() => {}} />);
    expect(screen.queryByRole("button", { name: /promotions/ })).toBeNull();
  });
});
