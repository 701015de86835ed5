import { css } from "styled-components";
import { colors, motion, radius, sizes, space, type } from "../../theme/theme";

/** The select's chevron, drawn in the muted text colour of the theme. */
const chevron = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${colors.textMuted}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'><path d='m6 9 6 6 6-6'/></svg>`,
)}")`;

const textInputs = `input:not([type="checkbox"]):not([type="radio"]):not([type="range"]):not([type="hidden"]), textarea`;

/**
 * The designed look of the native form controls, applied app-wide so no control keeps the browser's
 * own borders: text inputs and selects 44 px high with a 3:1 border, checkboxes and radios drawn in the
 * brand colour (still native inputs: keyboard, labels and forms work as ever), fieldsets as soft cards.
 */
export const nativeControlStyles = css`
  ${textInputs}, select {
    min-height: ${sizes.touchTarget}px;
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radius.sm};
    background-color: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    transition: border-color ${motion.fast};
  }
  textarea { min-height: 96px; }
  ${textInputs.replace(", textarea", ":hover")}, textarea:hover, select:hover:not(:disabled) {
    border-color: ${colors.primary};
  }
  [aria-invalid="true"] { border-color: ${colors.error}; box-shadow: inset 0 0 0 1px ${colors.error}; }
  select {
    appearance: none;
    padding-right: ${space.xxl};
    background-image: ${chevron};
    background-repeat: no-repeat;
    background-position: right ${space.sm} center;
    background-size: 20px;
    cursor: pointer;
  }
  select:disabled, ${textInputs.replace(", textarea", ":disabled")} {
    background-color: ${colors.surfaceSubtle};
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
  input[type="checkbox"], input[type="radio"] {
    appearance: none;
    display: inline-grid;
    place-content: center;
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    border: 2px solid ${colors.borderStrong};
    background: ${colors.surface};
    cursor: pointer;
    transition: background-color ${motion.fast}, border-color ${motion.fast};
  }
  input[type="checkbox"] { border-radius: ${radius.sm}; }
  input[type="radio"] { border-radius: ${radius.full}; }
  input[type="checkbox"]::before {
    content: "";
    width: 12px;
    height: 7px;
    margin-top: -3px;
    border: solid ${colors.onPrimary};
    border-width: 0 0 3px 3px;
    transform: rotate(-45deg) scale(0);
  }
  input[type="radio"]::before {
    content: "";
    width: 12px;
    height: 12px;
    border-radius: ${radius.full};
    background: ${colors.primary};
    transform: scale(0);
  }
  input[type="checkbox"]:checked { background: ${colors.primary}; border-color: ${colors.primary}; }
  input[type="checkbox"]:checked::before { transform: rotate(-45deg) scale(1); }
  input[type="radio"]:checked { border-color: ${colors.primary}; }
  input[type="radio"]:checked::before { transform: scale(1); }
  input[type="checkbox"]:hover:not(:disabled), input[type="radio"]:hover:not(:disabled) {
    border-color: ${colors.primary};
  }
  input[type="checkbox"]:disabled, input[type="radio"]:disabled { opacity: 0.55; cursor: not-allowed; }
  fieldset {
    margin: 0;
    padding: ${space.sm} ${space.md} ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radius.md};
    background: ${colors.surface};
    min-width: 0;
  }
  legend { padding: 0 ${space.xxs}; font-weight: ${type.weight.semibold}; }
  @media (prefers-reduced-motion: reduce) {
    ${textInputs}, select, input[type="checkbox"], input[type="radio"] { transition: none; }
  }
`;
