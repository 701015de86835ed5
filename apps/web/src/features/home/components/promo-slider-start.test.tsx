import { render, screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { PromoSlider } from "./promo-slider";

const slide = (gameId: number) => ({ gameId, backgroundUrl: "", text: `Game ${gameId}`, hideGameInfo: true });

// Its own file: the first idle moment after the app's first render comes once per page load.
it("starts keen-slider at the first idle moment, with only the first slide reachable before and after", async () => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  render(<PromoSlider slides={[slide(5130), slide(5132), slide(5127)]} onSelect={() => {}} />);
  const slides = screen.getAllByRole("group");
  expect(slides.map((s) => s.inert)).toEqual([false, true, true]);
  // keen-slider sizes each slide when it starts; during the app's first render nothing has.
  expect(slides.map((s) => s.style.minWidth)).toEqual(["", "", ""]);
  await waitFor(() => expect(slides[0]?.style.minWidth).not.toBe(""));
  expect(slides.map((s) => s.inert)).toEqual([false, true, true]);
  vi.unstubAllGlobals();
});
