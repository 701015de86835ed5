import styled from "styled-components";
import { mediaExtraSmall } from "@/config/theme";

/** The Play Online logo; `onTap` counts taps for the geo-block pin (spec §2, 10 taps). */
export function Logo({ onTap }: { onTap?: () => void }) {
  return onTap ? (
    <TapTarget type="button" onClick={onTap} aria-label="Play Online">
      <Mark aria-hidden="true">Play Online</Mark>
    </TapTarget>
  ) : (
    <HomeLink href="/" aria-label="Play Online home">
      <Mark aria-hidden="true">Play Online</Mark>
    </HomeLink>
  );
}

const Mark = styled.span`
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: 0.5px;
  white-space: nowrap;
  ${mediaExtraSmall} { font-size: 1rem; letter-spacing: 0; }
`;

const HomeLink = styled.a`
  color: inherit;
  text-decoration: none;
`;

const TapTarget = styled.button`
  background: none;
  border: none;
  color: inherit;
  cursor: pointer;
`;
