import type { GamesList } from "@lotto/api";
import { promoSlides } from "@lotto/core";
import { useRemoteConfig } from "@/api/use-remote-config";
import { useAbVariant } from "@/hooks/use-ab-variant";
import { PromoPlaceholder, PromoSlider } from "./promo-slider";

/** Reads the promo slides from remote config and the jackpot lines from the games list (R-SCREENS, R-ENTITIES). */
export function PromoSection({
  games,
  onSelect,
}: {
  games: GamesList | undefined;
  onSelect: (id: number) => void;
}) {
  const config = useRemoteConfig();
  const arm = useAbVariant(
    "removePlayNowButtonFromHero",
    config.data?.removePlayNowButtonFromHeroWeighting ?? 0,
  );
  if (!config.data) return <PromoPlaceholder />;
  const slides = promoSlides(config.data.promoSliderInfo, config.data.promoSliderMaxSlides).map((slide) => {
    const jackpot = games?.[String(slide.gameId)]?.upcoming_draw.jackpot_text;
    return jackpot ? { ...slide, gameInfo: jackpot } : slide;
  });
  return <PromoSlider slides={slides} onSelect={onSelect} showPlayNow={arm === "A"} />;
}
