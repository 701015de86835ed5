import "shepherd.js/dist/css/shepherd.css";
import { createGlobalStyle } from "styled-components";
import { colors, sizes } from "@/config/theme";

// The popover is 300 px wide (R-LIMITS) in the house colours, with text contrast for axe.
/** shepherd.js popover styles for the tours. */
export const TourStyle = createGlobalStyle`
  .shepherd-element.play-online-tour {
    width: ${sizes.tourPopoverWidth}px;
    max-width: calc(100vw - 16px);
  }
  .shepherd-element.play-online-tour.shepherd-has-title .shepherd-content .shepherd-header { background: ${colors.primary}; }
  .shepherd-element.play-online-tour .shepherd-content .shepherd-header .shepherd-title { color: ${colors.onPrimary}; font-weight: 700; }
  .play-online-tour .shepherd-text { color: ${colors.text}; }
  .play-online-tour .shepherd-text p { margin: 0 0 8px; }
  .play-online-tour .tour-subtext, .play-online-tour .tour-position { color: ${colors.textMuted}; font-size: 0.875rem; }
  .shepherd-element.play-online-tour .shepherd-button { background: ${colors.primary}; color: ${colors.onPrimary}; }
  .shepherd-element.play-online-tour .shepherd-button.shepherd-button-secondary { background: ${colors.background}; color: ${colors.text}; }
`;
