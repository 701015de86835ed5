import type { PromoSlide } from "../components/promo-slider";

/** The only games the promo slider shows (spec §2 Home). */
export const PROMO_GAME_IDS: readonly number[] = [5130, 5132, 5127, 5303];

const isSlide = (value: unknown): value is Omit<PromoSlide, "gameInfo"> => {
  const s = value as Partial<PromoSlide> | null;
  return (
    typeof s === "object" &&
    s !== null &&
    typeof s.gameId === "number" &&
    typeof s.backgroundUrl === "string" &&
    typeof s.text === "string"
  );
};

/**
 * The slides to show from remote config's promoSliderInfo: well-formed ones for the promo games only,
 * at most `maxSlides` (spec §2 Home: maximum slides from config). Ill-formed entries are skipped.
 */
export function promoSlides(info: readonly unknown[], maxSlides: number | undefined): PromoSlide[] {
  const slides = info
    .filter(isSlide)
    .filter((s) => PROMO_GAME_IDS.includes(s.gameId))
    .map((s) => ({ ...s, hideGameInfo: s.hideGameInfo === true }));
  return maxSlides === undefined ? slides : slides.slice(0, Math.max(0, maxSlides));
}
