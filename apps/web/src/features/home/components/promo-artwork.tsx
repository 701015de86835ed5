import { mediaDown } from "@lotto/ui/theme";
import { useState } from "react";
import styled from "styled-components";
import { PROMO_ART_ATTRIBUTE, type PromoArt } from "./promo-first-paint";

/** The narrow-screen artwork serves below the tablet breakpoint (the slider is then phone-wide). */
const NARROW = mediaDown("tablet").replace("@media ", "");

/**
 * A promo slide's artwork: the condensed crop on narrow screens, the wide one elsewhere. Decorative
 * (the slide's text says what it is); if the file fails to load the image goes and the slide's own
 * game-coloured background is the placeholder.
 */
export function PromoArtwork({
  wide,
  condensed,
  firstPaint = false,
}: PromoArt & {
  /** The first paint's artwork (the promo placeholder's): the page's largest paint, fetched first. */
  firstPaint?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed || !wide) return null;
  return (
    <Picture {...(firstPaint ? { [PROMO_ART_ATTRIBUTE]: "" } : {})}>
      {condensed && <source media={NARROW} srcSet={condensed} />}
      <img
        src={wide}
        alt=""
        decoding="async"
        {...(firstPaint ? { fetchPriority: "high" as const } : {})}
        onError={() => setFailed(true)}
      />
    </Picture>
  );
}

const Picture = styled.picture`
  position: absolute;
  inset: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: right center;
  }
`;
