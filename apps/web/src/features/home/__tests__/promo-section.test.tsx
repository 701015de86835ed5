import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { renderWithShell } from "@/testing/render-with-shell";
import { PromoSection } from "../components/promo-section";

const slide = (gameId: number) => ({
  gameId,
  backgroundUrl: `/p/${gameId}.webp`,
  text: `Game ${gameId}`,
  hideGameInfo: false,
});
const info = [5130, 5132, 2116, 5127, 5303].map(slide);

function renderWith(promoSliderMaxSlides: number | undefined) {
  const config = { ...REMOTE_CONFIG_DEFAULTS, promoSliderInfo: info, promoSliderMaxSlides };
  return renderWithShell(<PromoSection games={undefined} onSelect={() => {}} />, {
    "GET /remote-config": config,
  });
}

describe("PromoSection (R-HOME: maximum slides from config)", () => {
  it("shows at most promoSliderMaxSlides promo-game slides", async () => {
    renderWith(2);
    await screen.findByRole("region", { name: "Promotions" });
    expect(screen.getAllByRole("group").map((g) => g.textContent)).toEqual([
      expect.stringContaining("Game 5130"),
      expect.stringContaining("Game 5132"),
    ]);
  });

  it("shows every promo-game slide (never Cash 3) when the key is absent", async () => {
    renderWith(undefined);
    await screen.findByRole("region", { name: "Promotions" });
    const texts = screen.getAllByRole("group").map((g) => g.textContent ?? "");
    expect(texts).toHaveLength(4);
    expect(texts.some((t) => t.includes("2116"))).toBe(false);
  });

  it("holds the slider's place while the remote config loads, then shows the slider there", async () => {
    renderWith(2);
    expect(screen.getByTestId("promo-placeholder")).toBeTruthy();
    await screen.findByRole("region", { name: "Promotions" });
    expect(screen.queryByTestId("promo-placeholder")).toBeNull();
  });
});
