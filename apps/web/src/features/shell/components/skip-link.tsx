import { focusView, PAGE_HEADING_ID } from "@lotto/ui/focus";
import { colors, focusRing } from "@lotto/ui/theme";
import styled from "styled-components";

/** The skip link's text (WCAG 2.4.1 Bypass Blocks). */
export const SKIP_LINK_TEXT = "Skip to main content";

/**
 * The page's first stop for the keyboard: hidden until focused, it moves focus past the top bar and
 * the menu to the page's heading. A script move, not a `#hash` jump: the URL's hash names dialogs.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${PAGE_HEADING_ID}`}
      onClick={(e) => {
        e.preventDefault();
        const heading = document.getElementById(PAGE_HEADING_ID);
        if (heading) focusView(heading);
        else document.querySelector<HTMLElement>("main")?.focus();
      }}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}

const Link = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 1000;
  padding: 10px 16px;
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus {
    transform: none;
    ${focusRing}
  }
`;
