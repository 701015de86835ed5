import { GAMES } from "../games/catalogue";

/** One promo slide as remote config's promoSliderInfo holds it (R-HOME, R-ENTITIES Remote config). */
export interface PromoSlideInfo {
  gameId: number;
  backgroundUrl: string;
  /** The artwork cropped for narrow screens; the wide one serves when it is missing. */
  backgroundUrlCondensed?: string;
  text: string;
  hideGameInfo: boolean;
}

/** The only games the promo slider shows (R-HOME). */
export const PROMO_GAME_IDS: readonly number[] = GAMES.filter((game) => game.promo).map((game) => game.id);

const isSlide = (
  value: unknown,
): value is Omit<PromoSlideInfo, "hideGameInfo" | "backgroundUrlCondensed"> & {
  hideGameInfo?: unknown;
  backgroundUrlCondensed?: unknown;
} => {
  const s = value as Partial<PromoSlideInfo> | null;
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
 * at most `maxSlides` (R-HOME: maximum slides from config). Ill-formed entries are skipped.
 *
 * @example promoSlides([{ gameId: cash3.id, backgroundUrl: "/a.jpg", text: "Cash 3" }], 3) // [] (not a promo game)
 */
export function promoSlides(info: readonly unknown[], maxSlides: number | undefined): PromoSlideInfo[] {
  const slides = info
    .filter(isSlide)
    .filter((s) => PROMO_GAME_IDS.includes(s.gameId))
    .map(({ gameId, backgroundUrl, backgroundUrlCondensed, text, hideGameInfo }) => ({
      gameId,
      backgroundUrl,
      ...(typeof backgroundUrlCondensed === "string" ? { backgroundUrlCondensed } : {}),
      text,
      hideGameInfo: hideGameInfo === true,
    }));
  return maxSlides === undefined ? slides : slides.slice(0, Math.max(0, maxSlides));
}
