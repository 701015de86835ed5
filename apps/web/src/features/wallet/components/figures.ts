import { css } from "styled-components";

/** A panel's `dl` of labels and their values side by side, the values in bold (a receipt, payment details). */
export const labelledValues = css`
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
