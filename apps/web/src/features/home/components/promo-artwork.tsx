import { useState } from "react";
import styled from "styled-components";
import { mediaDown } from "@/config/theme";

/** The narrow-screen artwork serves below the tablet breakpoint (the slider is then phone-wide). */
const NARROW = mediaDown("tablet").replace("@media ", "");

/**
 * A promo slide's artwork: the condensed crop on narrow screens, the wide one elsewhere. Decorative
 * (the slide's text says what it is); if the file fails to load the image goes and the slide's own
 * game-coloured background is the placeholder.
 */
export function PromoArtwork({ wide, condensed }: { wide: string; condensed?: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (failed || !wide) return null;
  return (
    <Picture>
      {condensed && <source media={NARROW} srcSet={condensed} />}
      <img src={wide} alt="" decoding="async" onError={() => setFailed(true)} />
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
