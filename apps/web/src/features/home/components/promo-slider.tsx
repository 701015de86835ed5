import "keen-slider/keen-slider.min.css";
import { colors, gameColourOf, mediaExtraSmall } from "@lotto/ui/theme";
import styled from "styled-components";
import { HOME } from "../home-constants";
import { useAutoplaySlider } from "../hooks/use-autoplay-slider";
import { PromoArtwork } from "./promo-artwork";
import { firstPaintArt } from "./promo-first-paint";
import { SlideControls } from "./slide-controls";

/** One promo slide (R-ENTITIES Promo slide). */
export interface PromoSlide {
  gameId: number;
  backgroundUrl: string;
  /** The artwork cropped for narrow screens. */
  backgroundUrlCondensed?: string;
  text: string;
  hideGameInfo: boolean;
  /** Jackpot line of the slide's game, shown unless hideGameInfo. */
  gameInfo?: string;
}

/** Props of {@link PromoSlider}. */
export interface PromoSliderProps {
  /** Slides already filtered to the promo games and capped by remote config. */
  slides: readonly PromoSlide[];
  onSelect: (gameId: number) => void;
  /** False in variant B of the removePlayNowButtonFromHero A/B test (remote config weighting). */
  showPlayNow?: boolean;
}

/**
 * The home promo slider: autoplay 10 s, loops when several slides (R-HOME), with a pause/play
 * control; it starts paused when the player asks the system for reduced motion.
 */
export function PromoSlider({ slides, onSelect, showPlayNow = true }: PromoSliderProps) {
  const slider = useAutoplaySlider(slides.length, HOME.autoplayMs);
  if (slides.length === 0) return null;
  return (
    <Region aria-roledescription="carousel" aria-label="Promotions">
      {slider.canPlay && (
        <ToggleCorner>
          <SlideControls label="promotions" slider={slider} />
        </ToggleCorner>
      )}
      <div ref={slider.ref} className="keen-slider">
        {slides.map((slide) => (
          <Slide
            key={slide.gameId}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            $colour={gameColourOf(slide.gameId)}
          >
            <PromoArtwork wide={slide.backgroundUrl} condensed={slide.backgroundUrlCondensed} />
            <SlideText>{slide.text}</SlideText>
            {!slide.hideGameInfo && slide.gameInfo && <SlideInfo>{slide.gameInfo}</SlideInfo>}
            {showPlayNow && (
              <SlideButton type="button" onClick={() => onSelect(slide.gameId)}>
                Play now
              </SlideButton>
            )}
          </Slide>
        ))}
      </div>
    </Region>
  );
}

/** The slider's one height, whatever its slides say, so the cards below never move. */
const PROMO_HEIGHT = 196;

/**
 * The slider's space while the remote config that lists the slides loads, with the first slide's
 * artwork when the page's first paint had it (promo-first-paint.ts).
 */
export function PromoPlaceholder() {
  const art = firstPaintArt();
  return (
    <Placeholder aria-hidden="true" data-testid="promo-placeholder">
      {art && <PromoArtwork wide={art.wide} condensed={art.condensed} firstPaint />}
    </Placeholder>
  );
}

const Region = styled.section`
  position: relative;
  height: ${PROMO_HEIGHT}px;
  border-radius: 12px;
  overflow: hidden;
  .keen-slider { height: 100%; }
`;

/** Bottom right, beside 'Play now': the top holds the slide's headline, which wraps on a phone. */
const ToggleCorner = styled.div`
  position: absolute;
  right: 16px;
  bottom: 20px;
  z-index: 1;
  ${mediaExtraSmall} { right: 8px; }
`;

const Placeholder = styled.div`
  position: relative;
  overflow: hidden;
  height: ${PROMO_HEIGHT}px;
  border-radius: 12px;
  background: ${colors.primaryDark};
`;

// The game's colour is the placeholder until (or if never) the artwork loads; a scrim from the
// bottom keeps the white text readable on any artwork. Full width before keen-slider starts (it starts
// once the browser is first idle), not a share of the row, so its text does not reflow then.
const Slide = styled.div<{ $colour: string }>`
  flex-shrink: 0;
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 8px;
  box-sizing: border-box;
  height: 100%;
  padding: 24px;
  background: ${(p) => p.$colour};
  color: ${colors.onPrimary};
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(to top, ${colors.overlay}, transparent 80%);
  }
  > :not(picture) { position: relative; z-index: 1; }
`;

// Smaller under 370 px, so a headline like 'OZ Lotto: Tuesday 6pm' keeps to one line below the
// artwork's corner of balls.
const SlideText = styled.p`
  margin: 0;
  font-size: 1.4rem;
  font-weight: 700;
  ${mediaExtraSmall} { font-size: 1.15rem; }
`;

const SlideInfo = styled.p`
  margin: 0;
`;

const SlideButton = styled.button`
  align-self: flex-start;
  padding: 10px 16px;
  border: 0;
  border-radius: 8px;
  background: ${colors.accent};
  color: ${colors.text};
  font-weight: 700;
  cursor: pointer;
`;
