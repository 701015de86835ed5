import "shepherd.js/dist/css/shepherd.css";
import { colors, radius, sizes, space, type } from "@lotto/ui/theme";
import { createGlobalStyle } from "styled-components";

// The popover is 300 px wide (R-LIMITS) in the house colours, with text contrast for axe; its buttons
// take the shared Button's primary and secondary looks (pill, 44 px), not shepherd's square grey ones.
/** shepherd.js popover styles for the tours. */
export const TourStyle = createGlobalStyle`
  .shepherd-element.play-online-tour {
    width: ${sizes.tourPopoverWidth}px;
    max-width: calc(100vw - 16px);
    border-radius: ${radius.md};
  }
  .shepherd-element.play-online-tour .shepherd-content { border-radius: ${radius.md}; overflow: hidden; }
  .shepherd-element.play-online-tour.shepherd-has-title .shepherd-content .shepherd-header { background: ${colors.primary}; }
  .shepherd-element.play-online-tour .shepherd-content .shepherd-header .shepherd-title { color: ${colors.onPrimary}; font-weight: 700; }
  .play-online-tour .shepherd-text { color: ${colors.text}; }
  .play-online-tour .shepherd-text p { margin: 0 0 8px; }
  .play-online-tour .tour-subtext, .play-online-tour .tour-position { color: ${colors.textMuted}; font-size: 0.875rem; }
  .shepherd-element.play-online-tour .shepherd-button {
    min-height: ${sizes.touchTarget}px;
    padding: ${space.xs} ${space.lg};
    border: 2px solid ${colors.primary};
    border-radius: ${radius.full};
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-size: ${type.size.md};
    font-weight: ${type.weight.semibold};
    line-height: ${type.lineHeight.tight};
  }
  .shepherd-element.play-online-tour .shepherd-button:not(:disabled):hover { background: ${colors.primaryDark}; border-color: ${colors.primaryDark}; color: ${colors.onPrimary}; }
  .shepherd-element.play-online-tour .shepherd-button.shepherd-button-secondary { background: ${colors.surface}; color: ${colors.primary}; }
  .shepherd-element.play-online-tour .shepherd-button.shepherd-button-secondary:not(:disabled):hover { background: ${colors.primarySubtle}; color: ${colors.primary}; }
`;
