import { ArrowDown } from "lucide-react";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { colors, elevation } from "@/config/theme";
import { showsScrollIndicator } from "../scroll-indicator";

const measure = () =>
  showsScrollIndicator(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);

/**
 * A 'more below' arrow while under 96% of the page is scrolled (R-LIMITS). Only a hint: it takes no
 * clicks, so nothing under it is ever covered, and screen readers skip it.
 */
export function ScrollIndicator() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(measure());
    update();
    // Pages grow as their data loads, so the size is watched as well as the scroll.
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    resize?.observe(document.body);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      resize?.disconnect();
      window.removeEventListener("scroll", update);
    };
  }, []);
  if (!shown) return null;
  return (
    <Arrow aria-hidden="true" data-testid="scroll-indicator">
      <ArrowDown size={22} />
    </Arrow>
  );
}

const Arrow = styled.span`
  position: fixed;
  right: 16px;
  bottom: 80px;
  z-index: 90;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  pointer-events: none;
  opacity: 0.85;
  border-radius: 50%;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: 1.25rem;
  box-shadow: ${elevation.overlay};
`;
