import { Logo as BrandLogo } from "@lotto/ui/logo";
import styled from "styled-components";

/** The Play Online logo; `onTap` counts taps for the geo-block pin (R-SCREENS, 10 taps). */
export function Logo({
  onTap,
  markOnlyWhenNarrow = false,
}: {
  onTap?: () => void;
  markOnlyWhenNarrow?: boolean;
}) {
  const mark = (
    <span aria-hidden="true">
      <BrandLogo tone="onBrand" size={32} markOnlyWhenNarrow={markOnlyWhenNarrow} />
    </span>
  );
  return onTap ? (
    <TapTarget type="button" onClick={onTap} aria-label="Play Online">
      {mark}
    </TapTarget>
  ) : (
    <HomeLink href="/" aria-label="Play Online home">
      {mark}
    </HomeLink>
  );
}

// At least 44 px each way: on a phone only the 32 px mark shows.
const HomeLink = styled.a`
  display: inline-flex;
  min-width: 44px;
  min-height: 44px;
  align-items: center;
  color: inherit;
  text-decoration: none;
`;

const TapTarget = styled.button`
  display: inline-flex;
  min-width: 44px;
  min-height: 44px;
  align-items: center;
  padding: 0;
  background: none;
  border: none;
  color: inherit;
  cursor: pointer;
`;
