import styled from "styled-components";
import { colors, radius, space, tabularNums, type } from "../../theme/theme";

/**
 * Money figures as cards, one `<div>` of `<dt>` and `<dd>` each, as many a row as fit: the wallet's
 * balance, limit left and pending amounts, and the account's spend limit.
 */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.xs};
  div {
    padding: ${space.sm} ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radius.md};
    background: ${colors.surface};
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: ${space.xxs} 0 0;
    font-size: ${type.size.xl};
    font-weight: ${type.weight.bold};
    ${tabularNums}
  }
`;
