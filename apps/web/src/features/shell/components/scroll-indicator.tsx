import { colors, elevation } from "@lotto/ui/theme";
import { ArrowDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import {
  boxesOverlap,
  INTERACTIVE_SELECTOR,
  SCROLL_INDICATOR_CLEARANCE,
  showsScrollIndicator,
} from "../scroll-indicator";

/** Share of the screen one tap on the arrow scrolls: the next screenful, keeping a line of context. */
const SCROLL_STEP = 0.8;

const pageIsLong = () =>
  showsScrollIndicator(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);

/** Whether any visible control on the page lies under (or just beside) the arrow's box. */
function coversAControl(arrow: HTMLElement): boolean {
  const box = arrow.getBoundingClientRect();
  for (const el of document.querySelectorAll<HTMLElement>(INTERACTIVE_SELECTOR)) {
    if (arrow.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (boxesOverlap(box, r, SCROLL_INDICATOR_CLEARANCE)) return true;
  }
  return false;
}

/**
 * A 'more below' arrow while under 96% of the page is scrolled (R-LIMITS). It is a real button that
 * scrolls a screenful and takes its own taps, and it steps aside (hidden, not just see-through) while
 * any control is under it, so it never covers a control nor passes a tap through to one
 * (docs/decisions.md). Keyboard players scroll with their keys: it stays out of the tab order, since a
 * focus stop that vanishes mid-scroll would drop focus to the page's body.
 */
export default function ScrollIndicator() {
  const [long, setLong] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const arrow = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setLong(pageIsLong());
      setBlocked(arrow.current ? coversAControl(arrow.current) : false);
    };
    // One measure per frame however many scroll, resize and DOM events arrive.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    // Pages grow as their data loads and controls come and go, so the size and the DOM are watched too.
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
    resize?.observe(document.body);
    const changes = typeof MutationObserver === "undefined" ? null : new MutationObserver(schedule);
    changes?.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      resize?.disconnect();
      changes?.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
  // Always mounted so its box can be measured before it shows; hidden, it takes no taps.
  return (
    <Arrow
      ref={arrow}
      type="button"
      aria-label="Scroll down for more"
      tabIndex={-1}
      hidden={!long || blocked}
      data-testid="scroll-indicator"
      onClick={() => {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollBy({ top: window.innerHeight * SCROLL_STEP, behavior: reduce ? "auto" : "smooth" });
      }}
    >
      <ArrowDown size={22} aria-hidden="true" />
    </Arrow>
  );
}

const Arrow = styled.button`
  position: fixed;
  right: 16px;
  bottom: 80px;
  z-index: 90;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  cursor: pointer;
  opacity: 0.85;
  border-radius: 50%;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  box-shadow: ${elevation.overlay};

  &[hidden] {
    display: flex;
    visibility: hidden;
  }
`;
