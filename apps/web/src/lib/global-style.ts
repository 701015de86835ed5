import { createGlobalStyle } from "styled-components";
import { colors } from "@/config/theme";

/** Base document styles: box sizing, font, colours; zoom gestures are locked (spec §2 viewport lock). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; touch-action: manipulation; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
    color: ${colors.text};
    background: ${colors.background};
    line-height: 1.5;
  }
  a { color: ${colors.primary}; }
  button { font: inherit; }
  :focus-visible { outline: 3px solid ${colors.accent}; outline-offset: 2px; }
`;
