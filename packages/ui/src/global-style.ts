import { createGlobalStyle } from "styled-components";
import { nativeControlStyles } from "./components/form/control-styles";
import { colors, focusRing, type } from "./theme/theme";

/** Base document styles: box sizing, font, colours; zoom gestures are locked (R-SCREENS viewport lock). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; touch-action: manipulation; }
  body {
    margin: 0;
    font-family: ${type.family};
    font-size: ${type.size.md};
    color: ${colors.text};
    background: ${colors.background};
    line-height: ${type.lineHeight.body};
  }
  a { color: ${colors.primary}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { ${focusRing} }
  ${nativeControlStyles}
`;
