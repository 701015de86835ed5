import styled, { css } from "styled-components";
import { colors } from "@/config/theme";

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

/** A wallet panel's figures (balance, limit left, pending), one card each, as many a row as fit. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 0 0 8px;
  div {
    padding: 12px 16px;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    background: ${colors.surface};
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;
